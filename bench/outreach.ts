// Outreach figures for `npm run bench`: e-mails sent per second through the whole send path
// (claim, render, SMTP hand-over, status) into a local SMTP sink, and the tracking pixel under load.
import { startBuiltServer } from './server-process.js';
import { startSmtpSink } from './smtp-sink.js';
import { ms, summarize } from './stats.js';

export async function benchOutreach(): Promise<void> {
  const sink = await startSmtpSink();
  const server = await startBuiltServer({ REQUIRE_EMAIL_VERIFICATION: 'false', SMTP_URL: sink.url });
  const api = `${server.origin}/api`;
  try {
    const json = { 'Content-Type': 'application/json' };
    const registered = await fetch(`${api}/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', email: `outreach-${Date.now()}@example.com`, password: 'Bench!Pass9' }),
    });
    const { accessToken } = (await registered.json()) as { accessToken: string };
    const auth = { ...json, Authorization: `Bearer ${accessToken}` };

    const total = 60;
    const ids: string[] = [];
    for (let i = 0; i < total + 1; i++) {
      const res = await fetch(`${api}/outreach`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          recipientEmail: `candidate${i}@example.com`,
          recipientName: `Candidate ${i}`,
          subject: 'An opportunity for you, {{candidateName|there}}',
          content: 'Hi {{candidateName|there}},\n\nWe have an opening that matches your background.\n\n{{yourName}}',
        }),
      });
      ids.push(((await res.json()) as { id: string }).id);
    }
    const sendOne = async (id: string) => {
      const started = performance.now();
      const res = await fetch(`${api}/outreach/${id}/send`, { method: 'POST', headers: auth });
      const body = (await res.json()) as { status: string };
      if (res.status !== 200 || body.status !== 'delivered') throw new Error(`send failed: ${res.status} ${JSON.stringify(body)}`);
      return performance.now() - started;
    };
    await sendOne(ids.pop()!); // warm-up: first SMTP connection, first query plans

    const concurrency = 4;
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < ids.length) latencies.push(await sendOne(ids[next++]!));
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const sends = summarize(latencies);
    console.log(`\nOutreach: POST /api/outreach/:id/send into a local SMTP sink (${sink.received()} received)`);
    console.log(`  ${concurrency} at a time, ${total} e-mails: ${(total / seconds).toFixed(1)} sends/s  p50 ${ms(sends.p50)}  p95 ${ms(sends.p95)}`);

    const pixel = /src="(http:\/\/[^"]+\/api\/outreach\/track\/[\w-]+\.gif)"/.exec(sink.lastMessage().replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1];
    if (!pixel) throw new Error('no tracking pixel in the last e-mail');
    // 10 clients fetching as fast as they can for 5 s; every fetch is timed (autocannon has no p95).
    const pixelLatencies: number[] = [];
    const until = performance.now() + 5_000;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (performance.now() < until) {
          const begun = performance.now();
          const res = await fetch(pixel.replace(/^https?:\/\/[^/]+/, server.origin), { headers: { 'User-Agent': 'Mozilla/5.0 (bench)' } });
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`pixel answered ${res.status}`);
          pixelLatencies.push(performance.now() - begun);
        }
      }),
    );
    const fetches = summarize(pixelLatencies);
    console.log(`  GET /api/outreach/track/:token.gif, 10 clients for 5 s: ${(fetches.count / 5).toFixed(0)} req/s  p50 ${ms(fetches.p50)}  p95 ${ms(fetches.p95)}`);
  } finally {
    await server.stop();
    await sink.close();
  }
}
