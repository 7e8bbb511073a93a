/** What one floor plan contains, asked the way the variant rules need it. */
import { CATALOG, typesInClass, type CatalogEntry } from '@chorehouse/sim';

/** Object types present in each floor plan, as imported from the AI2-THOR scene dumps. */
export type SceneTypes = Readonly<Record<number, readonly string[]>>;

export class SceneContents {
  private readonly present: ReadonlySet<string>;

  constructor(readonly floorPlan: number, types: readonly string[]) {
    this.present = new Set(types);
  }

  has(type: string): boolean {
    return this.present.has(type);
  }

  hasAny(...types: readonly string[]): boolean {
    return types.some((t) => this.present.has(t));
  }

  /** Present types that are `name` or belong to the TEACh class `name` (how simbotObjectClass matches). */
  members(name: string): string[] {
    return typesInClass(name).filter((t) => this.present.has(t));
  }

  hasSink(): boolean {
    return this.hasAny('Sink', 'SinkBasin');
  }

  /** A hot surface with a pan or pot on it, or a microwave. */
  canCook(): boolean {
    return (this.has('StoveBurner') && this.hasAny('Pan', 'Pot')) || this.has('Microwave');
  }

  /** Cooking in water: a pot on a burner, or a microwave and something to hold water in it. */
  canBoil(): boolean {
    return this.hasSink() && ((this.has('StoveBurner') && this.has('Pot')) || (this.has('Microwave') && this.hasAny('Bowl', 'Cup', 'Mug', 'Pot')));
  }

  /** Water for a plant: a sink to fill from, or a container the episode can start filled. */
  hasWater(): boolean {
    return this.hasSink() || [...this.present].some((t) => entry(t)?.canFillWithLiquid && entry(t)?.pickupable);
  }
}

export function entry(type: string): CatalogEntry | undefined {
  return CATALOG.get(type);
}
