/**
 * The bench's child processes: the game server, the echo server, the flood's probe and the load
 * shards, each a script beside this one. From the sources (`tsx bench/main.ts`) they run through
 * tsx; from a bundle (bench/bundle.ts) they are plain .js files beside the bundle's main.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '@chorehouse/server';

export type BenchScript = 'game-server' | 'echo-server' | 'probe-client' | 'crowd-process';

const fromSources = import.meta.url.endsWith('.ts');

/**
 * Forks `script` with IPC. The game server gets the flags `npm start` gives it (SERVER_NODE_FLAGS),
 * and so do the echo baselines it is compared with (since 2026-11-27's eighth session: the same
 * collector settings on both sides of the ratio); every child gets BENCH_NODE_FLAGS (`--trace-gc`, ...) for looking into where the time goes.
 */
export function forkBench(script: BenchScript, options: { env?: Record<string, string>; execArgv?: readonly string[] } = {}): ChildProcess {
  const file = fileURLToPath(new URL(`./${script}.${fromSources ? 'ts' : 'js'}`, import.meta.url));
  const flags = [
    ...(fromSources ? ['--import', 'tsx'] : []),
    ...(options.execArgv ?? []),
    ...(script === 'game-server' || script === 'echo-server' ? SERVER_NODE_FLAGS : []),
    ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
  ];
  return fork(file, [], { execArgv: flags, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, ...options.env } });
}

/** The child's next message of `type`. */
export function once<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`bench child exited (${code}) while awaiting '${type}'`));
    const on = (m: { type?: string }) => {
      if (m?.type !== type) return;
      child.off('message', on);
      child.off('exit', exited);
      resolve(m as T);
    };
    child.on('message', on);
    child.once('exit', exited);
  });
}

/** Sends `{ type, ...extra }` and resolves with the child's answer of the same type. */
export function ask<T>(child: ChildProcess, type: string, extra: object = {}): Promise<T> {
  const answer = once<T>(child, type);
  child.send({ type, ...extra });
  return answer;
}

/** A server child (the game server or an echo) once it listens. */
export interface ServedBench {
  readonly child: ChildProcess;
  readonly url: string;
  /** Sends `{ type, ...extra }` and resolves with the answer of the same type. */
  ask<T>(type: string, extra?: object): Promise<T>;
  /** The server process's CPU time so far (user + system), in microseconds. */
  cpu(): Promise<number>;
  /** Stops it and waits for it to exit (the game server closes its store and removes its data dir first). */
  stop(): Promise<void>;
}

/** Forks a server script and waits for it to listen. */
export async function serve(script: 'game-server' | 'echo-server', options: { env?: Record<string, string>; execArgv?: readonly string[] } = {}): Promise<ServedBench> {
  const child = forkBench(script, options);
  const { port } = await once<{ port: number }>(child, 'ready');
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    ask: (type, extra) => ask(child, type, extra),
    cpu: async () => { const { cpu } = await ask<{ cpu: NodeJS.CpuUsage }>(child, 'cpu'); return cpu.user + cpu.system; },
    stop: () => new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      if (script === 'game-server') child.send({ type: 'stop' });
      else child.kill();
    }),
  };
}
