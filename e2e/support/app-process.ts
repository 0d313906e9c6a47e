import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

const HEALTH_TIMEOUT_MS = 90_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Short, so the outreach flow can open its e-mail as a person would without a long wait. */
export const MACHINE_OPEN_SECONDS = 2;

/** Where the app under `workDir` keeps its database and uploads. */
export const appDirectories = (workDir: string) => ({ DATA_DIR: path.join(workDir, 'data'), UPLOAD_DIR: path.join(workDir, 'uploads') });

type StartOptions = {
  repoRoot: string;
  workDir: string;
  smtpUrl: string;
  /** Settings of a suite's own app (a mailbox to read), over the defaults below. */
  env?: Record<string, string>;
};

/** Starts the built app (`node server/dist/main.js`) on a random port and waits for /api/health. */
export async function startApp({ repoRoot, workDir, smtpUrl, env = {} }: StartOptions) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(workDir, 'app.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      ...appDirectories(workDir),
      SMTP_URL: smtpUrl,
      REQUIRE_EMAIL_VERIFICATION: 'true',
      DATABASE_URL: '',
      OPENAI_API_KEY: '',
      LOG_LEVEL: 'warn',
      // Fetches of the tracking image this soon after sending count as a scanner's, not an open.
      OUTREACH_MACHINE_OPEN_SECONDS: String(MACHINE_OPEN_SECONDS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    const output = await readFile(logFile, 'utf8').catch(() => '');
    throw new Error(`${(error as Error).message}\n--- app log ---\n${output.slice(-4000)}`);
  }
  return { baseUrl, logFile, stop: () => stopProcess(child) };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode} before it was healthy`);
    const isHealthy = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (isHealthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET ${baseUrl}/api/health did not answer within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
