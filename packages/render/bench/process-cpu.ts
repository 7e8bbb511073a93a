/**
 * CPU time of this process and of the processes it started (Chromium's browser, GPU and renderer
 * processes), read from /proc: a bench figure that the machine's load changes far less than wall
 * time. Linux only; elsewhere the readings are empty.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second of /proc's utime and stime (USER_HZ: 100 on every Linux build that matters here). */
const TICKS_PER_S = 100;

interface ProcInfo {
  readonly pid: number;
  readonly ppid: number;
  /** utime + stime, ms. */
  readonly cpuMs: number;
  /** Chromium's process type (`--type=gpu-process`, `renderer`, ...), `browser` for Chromium's main process, else `other`. */
  readonly kind: string;
}

function readProc(pid: number): ProcInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields follow the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
    // Chromium rewrites its children's command lines into one string (spaces, not NULs, between switches).
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    const type = /--type=(\S+)/.exec(cmdline)?.[1];
    const kind = type ?? (/^\S*chrom/i.test(cmdline) ? 'browser' : 'other');
    return { pid, ppid, cpuMs, kind };
  } catch {
    return null;
  }
}

/** CPU ms by kind of process, over every descendant of `root` (this process by default); `node` is `root` itself. */
export function descendantCpu(root = process.pid): Map<string, number> {
  const out = new Map<string, number>();
  let all: ProcInfo[];
  try {
    all = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map((d) => readProc(Number(d))).filter((p): p is ProcInfo => p !== null);
  } catch {
    return out;
  }
  const children = new Map<number, ProcInfo[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const self = all.find((p) => p.pid === root);
  if (self) out.set('node', self.cpuMs);
  const stack = [...(children.get(root) ?? [])];
  for (let p = stack.pop(); p; p = stack.pop()) {
    out.set(p.kind, (out.get(p.kind) ?? 0) + p.cpuMs);
    stack.push(...(children.get(p.pid) ?? []));
  }
  return out;
}

/** What each kind used between two readings (ms), and the total. */
export function cpuSpent(before: Map<string, number>, after: Map<string, number>): { byKind: Map<string, number>; total: number } {
  const byKind = new Map<string, number>();
  let total = 0;
  for (const [kind, ms] of after) {
    const d = ms - (before.get(kind) ?? 0);
    byKind.set(kind, d);
    total += d;
  }
  return { byKind, total };
}
