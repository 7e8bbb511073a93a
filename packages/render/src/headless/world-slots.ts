/**
 * The worlds a render page keeps drawn, each in a scene of its own (a slot), so that frames of
 * several games (or floor plans) in turn each send only what changed since that world's last frame,
 * instead of the whole world and a rebuilt scene at every switch. Node decides the slot; the page
 * keeps what Node says it holds.
 */
import type { World } from '@chorehouse/sim';

/** Scenes a page keeps: a few floor plans in turn (the bench's four, a few games drawn together). */
export const WORLDS_PER_PAGE = 4;

/** How well a world a page holds suits a request's: that very world (2), the same floor plan (1), or neither (0). */
export function affinityOf(held: World | null, world: World): number {
  if (held === null) return 0;
  return held === world ? 2 : held.nav === world.nav ? 1 : 0;
}

/** What a page holds: a world per slot (null: empty, or unknown after a failure) and when each was last used. */
export class WorldSlots {
  private readonly held: (World | null)[];
  private readonly used: number[];
  private clock = 0;

  constructor(readonly size = WORLDS_PER_PAGE) {
    this.held = new Array<World | null>(size).fill(null);
    this.used = new Array<number>(size).fill(0);
  }

  /** The best affinity any slot has for `world`. */
  affinity(world: World): number {
    let best = 0;
    for (const w of this.held) best = Math.max(best, affinityOf(w, world));
    return best;
  }

  /** The slot to draw `world` in: the one holding it, else one holding its floor plan, else an empty one, else the least recently used. */
  choose(world: World): number {
    let best = 0;
    let bestScore = -1;
    for (let i = 0; i < this.size; i++) {
      const w = this.held[i] ?? null;
      const score = w === null ? 0.5 : affinityOf(w, world);
      if (score > bestScore || (score === bestScore && this.used[i]! < this.used[best]!)) {
        best = i;
        bestScore = score;
      }
    }
    return best;
  }

  /** The world slot `i` holds. */
  at(i: number): World | null {
    return this.held[i] ?? null;
  }

  /** Slot `i` now holds `world` (null: unknown, after a failed frame). */
  set(i: number, world: World | null): void {
    this.held[i] = world;
    this.used[i] = ++this.clock;
  }
}
