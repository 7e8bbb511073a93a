/** What the Follower remembers across decisions: chores to undo, tools it chose, objects to leave alone. */
export interface FollowerMemory {
  /** Containers it opened on the way; it closes them once it is done with them. */
  readonly opened: Set<string>;
  /** Appliances it switched on (faucet, knob, toaster, ...); it switches them off right after. */
  readonly switchedOn: Set<string>;
  /** Sticky choices per purpose within a goal ("knife", "basin", ...), so plans do not flip-flop. */
  readonly tools: Map<string, string>;
  /** Objects it found it cannot reach or click; never chosen as a tool again. */
  readonly unusable: Set<string>;
  /** Objects it finished goals on: not taken as tools (a washed plate is not a water jug). */
  readonly keep: Set<string>;
  /** Receptacles a Place found full (a crowded sink): cleared out before the next try. */
  readonly full: Set<string>;
  /**
   * Receptacles found full of things placed anyhow (a plate in the middle of a cabinet shelf), and
   * what is still to be taken out and set back packed into a corner so one more fits.
   */
  readonly repack: Map<string, string[]>;
  /** Food being carried off the receptacle (the value) where its slices would land out of reach; null once moved. */
  readonly relocating: Map<string, string | null>;
}

export function newMemory(): FollowerMemory {
  return { opened: new Set(), switchedOn: new Set(), tools: new Map(), unusable: new Set(), keep: new Set(), full: new Set(), repack: new Map(), relocating: new Map() };
}
