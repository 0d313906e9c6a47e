// The extraction pool's child processes of this process, read from /proc (Linux, as CI), so tests
// can crash or watch the very process that parses a file.
import { readdirSync, readFileSync } from 'node:fs';

/** Pids of this process's children that run the pool's worker entry. */
export function extractionChildren(): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readProc(Number(name), 'stat');
    if (stat === null || parentOf(stat) !== process.pid) continue;
    const commandLine = readProc(Number(name), 'cmdline') ?? '';
    if (commandLine.includes('tinypool')) pids.push(Number(name));
  }
  return pids;
}

/** CPU time the process has used so far, in clock ticks (utime + stime), or null once it is gone. */
export function cpuTicks(pid: number): number | null {
  const stat = readProc(pid, 'stat');
  if (stat === null) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

function parentOf(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

function readProc(pid: number, file: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}
