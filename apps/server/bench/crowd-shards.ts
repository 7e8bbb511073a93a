/**
 * The crowd split over BENCH_LOAD_PROCESSES child processes (crowd-process.ts), for a many-core
 * machine where the server may outrun one load client's event loop. (On 16 cores one client drove
 * 5,552 sockets at 52 % of a core with its loop's p99 at 3 ms, and its knee was no lower than with
 * 8 shards: apps/server/docs/latency-log.md, fourth section of 2026-11-26.) Each shard holds its share of the
 * sessions; shards grow one after the other, so the lobby pairs players of one shard.
 */
import type { ChildProcess } from 'node:child_process';
import { ask, forkBench, once } from './children.js';
import type { Load, RunResult } from './players.js';

/** Shard i's share of n sessions: n split as evenly as integers allow, never shrinking as n grows. */
export const shareOf = (n: number, shards: number, i: number): number => Math.floor(n / shards) + (i < n % shards ? 1 : 0);

export class CrowdShards implements Load {
  private constructor(private readonly children: readonly ChildProcess[]) {}

  static async start(url: string, shards: number): Promise<CrowdShards> {
    const children = Array.from({ length: shards }, (_, i) => forkBench('crowd-process', { env: { BENCH_CROWD_URL: url, BENCH_CROWD_SEED: String(6 + i) } }));
    await Promise.all(children.map((c) => once(c, 'ready')));
    return new CrowdShards(children);
  }

  async grow(sessions: number): Promise<void> {
    for (const [i, c] of this.children.entries()) await ask(c, 'grow', { sessions: shareOf(sessions, this.children.length, i) });
  }

  async run(sessions: number, warmup: number, seconds: number): Promise<RunResult> {
    const parts = await Promise.all(this.children.map((c, i) => ask<{ result: RunResult }>(c, 'run', { sessions: shareOf(sessions, this.children.length, i), warmup, seconds })));
    const merged = { rtts: { samples: [] as number[], errors: 0 }, byType: {} as Record<string, number[]>, refused: {} as Record<string, number> };
    for (const { result } of parts) {
      merged.rtts.samples.push(...result.rtts.samples);
      merged.rtts.errors += result.rtts.errors;
      for (const [k, v] of Object.entries(result.byType)) (merged.byType[k] ??= []).push(...v);
      for (const [k, v] of Object.entries(result.refused)) merged.refused[k] = (merged.refused[k] ?? 0) + v;
    }
    const clients = parts.map((p) => p.result.client);
    return {
      ...merged,
      client: {
        cpuPercent: clients.reduce((sum, c) => sum + c.cpuPercent, 0),
        loopP99Ms: Math.max(...clients.map((c) => c.loopP99Ms)),
        loopMaxMs: Math.max(...clients.map((c) => c.loopMaxMs)),
      },
    };
  }

  async acknowledged(): Promise<{ sessionId: string; acked: number[] }[]> {
    const parts = await Promise.all(this.children.map((c) => ask<{ players: { sessionId: string; acked: number[] }[] }>(c, 'acknowledged')));
    return parts.flatMap((p) => p.players);
  }

  async close(): Promise<void> {
    await Promise.all(this.children.map(async (c) => {
      const exited = new Promise((r) => c.once('exit', r));
      await ask(c, 'close');
      await exited;
    }));
  }
}
