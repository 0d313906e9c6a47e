// The extraction pool's child processes, read from /proc (Linux, as CI), so tests can crash or
// watch the very process that parses a file.
import { readdirSync, readFileSync } from 'node:fs';

/** Pids of the live children of a process (this one by default) that run the pool's worker entry. */
export function extractionChildren(parent = process.pid): number[] {
  return children(parent)
    .filter((child) => child.commandLine.includes('tinypool'))
    .map((child) => child.pid);
}

/** Pids of this process's children that ended but were never waited for (zombies). */
export function zombieChildren(): number[] {
  return children()
    .filter((child) => child.state === 'Z')
    .map((child) => child.pid);
}

function children(parent = process.pid): { pid: number; state: string; commandLine: string }[] {
  const found = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readProc(Number(name), 'stat');
    if (stat === null) continue;
    const [state, parentPid] = statFields(stat);
    if (Number(parentPid) !== parent) continue;
    found.push({ pid: Number(name), state: state!, commandLine: readProc(Number(name), 'cmdline') ?? '' });
  }
  return found;
}

/** Whether the process still runs (neither gone nor a zombie waiting for its parent). */
export function isRunning(pid: number): boolean {
  const stat = readProc(pid, 'stat');
  return stat !== null && statFields(stat)[0] !== 'Z';
}

/** CPU time the process has used so far, in clock ticks (utime + stime), or null once it is gone. */
export function cpuTicks(pid: number): number | null {
  const stat = readProc(pid, 'stat');
  if (stat === null) return null;
  const fields = statFields(stat);
  return Number(fields[11]) + Number(fields[12]);
}

// The fields after the command name, which may itself hold spaces and parentheses: state first.
function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

function readProc(pid: number, file: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}
