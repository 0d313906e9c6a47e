import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

// A throwaway Dovecot (Debian's dovecot-imapd) on a loopback port with its own config file and a
// temporary maildir: the real IMAP server the mailbox reader is tested against. Missing Dovecot
// fails the suite with a message naming the package; it is never skipped.

const DOVECOT = '/usr/sbin/dovecot';
export const MAILBOX_USER = 'replies@org.test';
export const MAILBOX_PASSWORD = 'mailbox-test-password';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Dovecot: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The users Dovecot runs as. As an ordinary user everything runs as that user; as root (CI
 * containers) the login and mail processes must not be root, so they run as `dovenull`, the
 * unprivileged user the package creates.
 */
function accounts() {
  const me = userInfo();
  if (me.uid !== 0) return { internal: me.username, login: me.username, uid: me.uid, gid: me.gid };
  const id = (flag: string) => Number(execFileSync('id', [flag, 'dovenull'], { encoding: 'utf8' }).trim());
  return { internal: 'root', login: 'dovenull', uid: id('-u'), gid: id('-g') };
}

function configText(dir: string, port: number, users: ReturnType<typeof accounts>): string {
  return `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
instance_name = test-${path.basename(dir)}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${users.internal}
default_internal_group = ${users.internal === 'root' ? 'root' : users.gid}
default_login_user = ${users.login}
first_valid_uid = 1
mail_location = maildir:${dir}/mail
passdb {
  driver = static
  args = password=${MAILBOX_PASSWORD}
}
userdb {
  driver = static
  args = uid=${users.uid} gid=${users.gid} home=${dir}/home
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`;
}

export type Dovecot = Awaited<ReturnType<typeof startDovecot>>;

/** Signals the server and every process it started; none left is no error. */
function signalGroup(server: ChildProcess, signal: NodeJS.Signals): void {
  if (server.pid === undefined) return;
  try {
    process.kill(-server.pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Starts Dovecot; `stop` and `start` take it down and bring it back on the same port and maildir. */
export async function startDovecot() {
  if (!existsSync(DOVECOT)) {
    throw new Error('Dovecot is not installed: apt-get install -y --no-install-recommends dovecot-imapd (Debian packages dovecot-core and dovecot-imapd)');
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'rw-dovecot-'));
  const users = accounts();
  for (const sub of ['run', 'state', 'home', 'mail', 'mail/new', 'mail/cur', 'mail/tmp']) mkdirSync(path.join(dir, sub), { recursive: true });
  for (const sub of ['home', 'mail', 'mail/new', 'mail/cur', 'mail/tmp']) chownSync(path.join(dir, sub), users.uid, users.gid);
  // The temporary folder is private to its creator; the mail processes must reach the maildir in it.
  execFileSync('chmod', ['755', dir]);
  const port = await freePort();
  const configFile = path.join(dir, 'dovecot.conf');
  writeFileSync(configFile, configText(dir, port, users));
  let child: ChildProcess | undefined;

  const start = async () => {
    rmSync(path.join(dir, 'run'), { recursive: true, force: true });
    mkdirSync(path.join(dir, 'run'));
    // A process group of its own, so that stopping the server stops the mail processes it started.
    const started = spawn(DOVECOT, ['-F', '-c', configFile], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
    let stderr = '';
    started.stderr?.on('data', (chunk) => (stderr += String(chunk)));
    child = started;
    try {
      await waitFor(async () => {
        if (started.exitCode !== null) throw new Error(`Dovecot exited: ${stderr}${logText()}`);
        return isListening(port);
      }, 'its port');
    } catch (error) {
      signalGroup(started, 'SIGKILL');
      throw error;
    }
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    signalGroup(running, 'SIGTERM');
    await exited;
    // Under load the master can exit before the imap process serving a client has, which then
    // serves on, reparented, and the mailbox never looks down to that client.
    signalGroup(running, 'SIGKILL');
    await waitFor(async () => !(await isListening(port)), 'its port to close');
  };

  const logText = () => {
    try {
      return readFileSync(path.join(dir, 'dovecot.log'), 'utf8');
    } catch {
      return '';
    }
  };

  let delivered = 0;
  /**
   * Puts a message in the inbox as a mail server's delivery does: a file in the maildir's `new`
   * folder. Fast enough for a thousand messages; Dovecot gives it the next UID when it next looks.
   */
  const deliver = (raw: string) => {
    delivered += 1;
    const name = `${Date.now()}.M${delivered}P${process.pid}R${randomBytes(4).toString('hex')}.test`;
    const temporary = path.join(dir, 'mail/tmp', name);
    writeFileSync(temporary, raw.replace(/\r?\n/g, '\n'));
    chownSync(temporary, users.uid, users.gid);
    renameSync(temporary, path.join(dir, 'mail/new', name));
  };

  /** An IMAP client of the test's own, to append messages or look at the box. */
  const client = () =>
    new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user: MAILBOX_USER, pass: MAILBOX_PASSWORD }, logger: false });

  /** Puts a message in the inbox through IMAP APPEND, as a client saving a message would. */
  const append = async (raw: string) => {
    const imap = client();
    await imap.connect();
    try {
      await imap.append('INBOX', raw);
    } finally {
      await imap.logout();
    }
  };

  await start();
  return {
    port,
    url: `imap://${encodeURIComponent(MAILBOX_USER)}:${MAILBOX_PASSWORD}@127.0.0.1:${port}/INBOX`,
    deliver,
    append,
    client,
    start,
    stop,
    log: logText,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
