/**
 * A well-behaved session's pulse: the Follower turns every `intervalMs` and each round trip is kept,
 * so a test or the bench can see what a flood beside it does to an honest game.
 */
import { CLIENT_EVENT, type Reply } from '@chorehouse/protocol';
import type { Socket } from 'socket.io-client';

export interface ProbeResult {
  readonly rtts: number[];
  readonly errors: number;
}

export interface Probe {
  /** Round trips so far (ms). */
  readonly rtts: readonly number[];
  stop(): Promise<ProbeResult>;
}

const MOVES = ['Turn Left', 'Turn Right', 'Look Up', 'Look Down'] as const;

export function startProbe(follower: Socket, intervalMs = 100): Probe {
  const rtts: number[] = [];
  let errors = 0;
  let running = true;
  let i = 0;
  const loop = (async () => {
    while (running) {
      const t0 = performance.now();
      try {
        const reply = (await follower.timeout(10_000).emitWithAck(CLIENT_EVENT, { type: 'action', name: MOVES[i++ % MOVES.length] })) as Reply;
        if (reply.ok) rtts.push(performance.now() - t0);
        else errors++;
      } catch {
        errors++;
      }
      const left = intervalMs - (performance.now() - t0);
      if (left > 0) await new Promise((r) => setTimeout(r, left));
    }
  })();
  return {
    rtts,
    async stop() {
      running = false;
      await loop;
      return { rtts: [...rtts], errors };
    },
  };
}

export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
