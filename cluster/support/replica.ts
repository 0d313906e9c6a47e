import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReplicaSlot } from './environment.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 60_000;

/**
 * One replica of the built server (`node server/dist/main.js`, as the image runs it) in its own
 * network namespace, on port 3000 of its own address, appending its output to `logFile` across
 * restarts. A suite starts, kills and restarts it as an operator or a failing host would.
 */
export class Replica {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  /** Milliseconds from spawn to a healthy /api/health, at the last start. */
  startMs = 0;

  constructor(
    readonly slot: ReplicaSlot,
    private readonly env: Record<string, string>,
    readonly logFile: string,
  ) {}

  get name(): string {
    return this.slot.name;
  }

  /** The replica itself, bypassing the load balancer. */
  get url(): string {
    return `http://${this.slot.address}:3000`;
  }

  get pid(): number | undefined {
    return this.isRunning ? this.child?.pid : undefined;
  }

  get isRunning(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(): Promise<void> {
    if (this.isRunning) throw new Error(`replica ${this.name} is already running`);
    appendFileSync(this.logFile, `\n--- replica ${this.name} starting at ${new Date().toISOString()}\n`);
    const log = openSync(this.logFile, 'a');
    const startedAt = performance.now();
    // `ip netns exec` execs node in the namespace: the child's pid is the replica's.
    const child = spawn('ip', ['netns', 'exec', this.slot.namespace, process.execPath, 'server/dist/main.js'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOST: this.slot.address, PORT: '3000', ...this.env },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (!this.isRunning) break;
      const isReady = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then((res) => res.ok, () => false);
      if (isReady) {
        this.startMs = performance.now() - startedAt;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (this.isRunning) await this.kill();
    throw new Error(`replica ${this.name} did not become healthy:\n${readFileSync(this.logFile, 'utf8').slice(-3000)}`);
  }

  /** kill -9: a host that fails, with whatever the replica had in hand. */
  async kill(): Promise<void> {
    if (!this.isRunning) return;
    this.child!.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM, as an orchestrator stops a replica: it finishes what is in flight. */
  async stop(): Promise<void> {
    if (!this.isRunning) return;
    this.child!.kill('SIGTERM');
    await this.exited;
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }
}
