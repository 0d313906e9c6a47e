// The extraction pool's child processes of this process, read from /proc (Linux, as CI), so tests
// can crash or watch the very process that parses a file.
import { readdirSync, readFileSync } from 'node:fs';

/** Pids of this process's live children that run the pool's worker entry. */
export function extractionChildren(): number[] {
  return children()
    .filter((child) => child.commandLine.includes('tinypool'))
    .map((child) => child.pid);
}

/** Pids of this process's children that ended but were never waited for (zombies). */
export function zombieChildren(): number[] {
  return children()
    .filter((child) => child.state === 'Z')
    .map((child) => child.pid);
}

function children(): { pid: number; state: string; commandLine: string }[] {
  const found = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readProc(Number(name), 'stat');
    if (stat === null) continue;
    const [state, parent] = statFields(stat);
    if (Number(parent) !== process.pid) continue;
    found.push({ pid: Number(name), state: state!, commandLine: readProc(Number(name), 'cmdline') ?? '' });
  }
  return found;
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
