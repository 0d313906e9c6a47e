import { readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';

/** One request as HAProxy logged it (option httplog): which replica answered, and how. */
export type ProxiedRequest = {
  server: string;
  status: number;
  /** HAProxy's termination state, e.g. `----` (normal) or `SH--` (the server closed mid-answer). */
  termination: string;
  method: string;
  path: string;
};

// 127.0.0.1:41234 [24/Nov/2026:07:45:01.123] web app/a 0/0/0/5/5 200 123 - - ---- 1/1/0/0/0 0/0 "GET /api/health HTTP/1.1"
const HTTP_LOG_LINE = /^\S+ \[[^\]]+\] \S+ [^/\s]+\/(\S+) [-\d/]+ (-?\d+) \S+ \S+ \S+ (\S{4}) \S+ \S+ "(\S+) (\S+)/;

/** HAProxy in front of the replicas: the servers' states from its admin socket, the requests from its log. */
export class LoadBalancer {
  constructor(
    readonly url: string,
    private readonly socket: string,
    private readonly logFile: string,
  ) {}

  private command(line: string): Promise<string> {
    return new Promise((resolve, reject) => {
      let answer = '';
      const client = connect(this.socket, () => client.end(`${line}\n`));
      client.on('data', (chunk) => (answer += chunk));
      client.on('end', () => resolve(answer));
      client.on('error', reject);
    });
  }

  /** Each replica's state as the health checks see it: UP, DOWN, or a transition such as `UP 1/2`. */
  async states(): Promise<Record<string, string>> {
    const csv = (await this.command('show stat')).split('\n');
    const columns = csv[0]!.replace(/^# /, '').split(',');
    const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name)) as [number, number, number];
    const states: Record<string, string> = {};
    for (const row of csv.slice(1).map((line) => line.split(','))) {
      if (row[proxy] === 'app' && row[server] !== 'BACKEND' && row[server]) states[row[server]!] = row[status]!;
    }
    return states;
  }

  /** Waits until every named replica is in `state` (its checks passed or failed `rise`/`fall` times). */
  async waitFor(names: string[], state: 'UP' | 'DOWN', timeoutMs = 30_000): Promise<number> {
    const startedAt = performance.now();
    for (;;) {
      const states = await this.states();
      if (names.every((name) => states[name] === state)) return performance.now() - startedAt;
      if (performance.now() - startedAt > timeoutMs) throw new Error(`HAProxy never saw ${names.join(', ')} ${state}: ${JSON.stringify(states)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Where the log ends now, to read what is logged after. */
  logPosition(): number {
    return statSync(this.logFile).size;
  }

  /** The requests logged between two positions (HAProxy logs each when its answer is complete), or since `from`. */
  requestsLogged(from: number, to?: number): ProxiedRequest[] {
    return readFileSync(this.logFile)
      .subarray(from, to)
      .toString('utf8')
      .split('\n')
      .flatMap((line) => {
        const match = HTTP_LOG_LINE.exec(line);
        if (!match) return [];
        const [, server, status, termination, method, path] = match as unknown as [string, string, string, string, string, string];
        return [{ server, status: Number(status), termination, method, path }];
      });
  }
}
