import { mixConnections, type Kind, type MixInput, type Tally } from '../../bench/soak-mix.js';

/**
 * The soak's mix (bench/soak-mix.ts) for `seconds`, each connection a loop of fetch calls that
 * pairs every answer with its own request, whatever happens to the connection underneath (a proxy
 * that closes it after a 502 included, where autocannon pairs them wrongly).
 *
 * A request whose connection closes before any answer is sent once more, as browsers do: HAProxy
 * closes the client's connection without an answer when the replica it sent the request to over a
 * kept-alive connection goes away, so that the client, not the proxy, decides to resend it. An
 * answer that still never came is tallied as status 0, "no answer" and the reason.
 */
export async function driveMixWithFetch(origin: string, options: { input: MixInput; connections: number; seconds: number; tally: Tally; kinds: Kind[] }) {
  const { tally } = options;
  const until = performance.now() + options.seconds * 1000;
  let resent = 0;
  await Promise.all(
    mixConnections(options.input, options.connections, options.kinds).map(async (connection) => {
      for (let step = 0; performance.now() < until; step++) {
        const kind = connection.cycle[step % connection.cycle.length]!;
        const { method, path, headers, body } = connection.request(kind);
        const send = () =>
          fetch(`${origin}${path}`, { method, headers, body: method === 'GET' ? undefined : body }).then(
            async (res) => ({ status: res.status, text: await res.text() }),
            (error: unknown) => ({ status: 0, text: String((error as Error).cause ?? error) }),
          );
        const startedAt = performance.now();
        let answer = await send();
        if (answer.status === 0) {
          resent += 1;
          answer = await send();
        }
        tally.latencies.get(kind)!.push(performance.now() - startedAt);
        if (answer.status === 0) tally.answer(kind, 0, `no answer (${answer.text})`);
        else connection.answer(kind, answer.status, answer.text, tally);
      }
    }),
  );
  return { resent };
}
