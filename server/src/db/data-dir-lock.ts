import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database is in use by process ${pid}. PGlite admits one process at a time: stop that process ` +
        `first (or, if no such process runs any more, delete ${lockPath}).`,
    );
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims the embedded database's directory for this process: a lock file holding our pid. Two
 * processes writing one PGlite directory would corrupt it, so a second server or an admin command
 * is refused while the holder lives. A lock left by a dead process (or by an earlier container
 * whose pid we now have) is taken over.
 */
export function lockDataDir(lockPath: string): () => void {
  for (;;) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw new DataDirInUseError(lockPath, pid);
    rmSync(lockPath, { force: true });
  }
}
