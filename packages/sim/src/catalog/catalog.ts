/** The object catalog: every AI2-THOR type the 120 scenes contain, plus the types slicing creates. */
import { PLACEMENT_RESTRICTIONS, TEACH_CLASSES, THOR_TYPE_ROWS } from './generated/thor-types.js';
import {
  BASIN_TYPES, DERIVED_TYPES, HEAT_KIND, HOLDER_ACCEPTS, LIQUIDS_ACCEPTED, MUST_BE_OPEN_TO_PLACE,
  RECEPTACLE_KIND, SLICE_RULES, shapeTemplateOf,
  type HeatKind, type Liquid, type ReceptacleKind, type SliceRule,
} from './overlay.js';
import { SHAPE_PARTS, type ShapePart, type ShapeTemplate } from './shapes.js';
import type { ThorTypeRow } from './thor-type-row.js';

/** The AI2-THOR capability flags an object carries (per instance; the catalog gives the default). */
export interface CapabilityFlags {
  readonly pickupable: boolean;
  readonly moveable: boolean;
  readonly receptacle: boolean;
  readonly openable: boolean;
  readonly toggleable: boolean;
  readonly sliceable: boolean;
  readonly cookable: boolean;
  readonly dirtyable: boolean;
  readonly canFillWithLiquid: boolean;
  readonly breakable: boolean;
  readonly canBeUsedUp: boolean;
  readonly isHeatSource: boolean;
  readonly isColdSource: boolean;
}

export interface CatalogEntry extends CapabilityFlags {
  readonly type: string;
  /** Median size: longer horizontal side, shorter horizontal side, height (m). */
  readonly size: { readonly long: number; readonly short: number; readonly height: number };
  readonly mass: number;
  /** TEACh's simbotObjectClass: the type itself first, then its classes (Sink and SinkBasin share). */
  readonly objectClasses: readonly string[];
  readonly receptacleKind: ReceptacleKind | null;
  readonly mustBeOpenToPlace: boolean;
  /** For object-specific receptacles, the accepted types; they take one object. */
  readonly holderAccepts: readonly string[] | null;
  readonly slice: SliceRule | null;
  /** The whole type a derived type (AppleSliced, EggCracked) comes from. */
  readonly derivedFrom: string | null;
  readonly heat: HeatKind | null;
  readonly isBasin: boolean;
  readonly liquidsAccepted: readonly Liquid[];
  /** AI2-THOR's placement restriction (where the type may spawn); null = unrestricted. */
  readonly placeableIn: readonly string[] | null;
  readonly shape: ShapeTemplate;
  readonly shapeParts: readonly ShapePart[];
}

const ALIASES: Readonly<Record<string, string>> = {
  Sink: 'SinkBasin', SinkBasin: 'Sink', Bathtub: 'BathtubBasin', BathtubBasin: 'Bathtub',
};

function entryFrom(row: ThorTypeRow, derivedFrom: string | null): CatalogEntry {
  const type = row.type;
  const classes = [type, ...(ALIASES[type] ? [ALIASES[type]] : []), ...(TEACH_CLASSES[type] ?? [])];
  const shape = shapeTemplateOf(type);
  return {
    ...row,
    objectClasses: classes,
    receptacleKind: row.receptacle ? (RECEPTACLE_KIND[type] ?? 'on') : null,
    mustBeOpenToPlace: MUST_BE_OPEN_TO_PLACE.has(type),
    holderAccepts: HOLDER_ACCEPTS[type] ?? null,
    slice: SLICE_RULES[type] ?? null,
    derivedFrom,
    heat: HEAT_KIND[type] ?? null,
    isBasin: BASIN_TYPES.has(type),
    liquidsAccepted: row.canFillWithLiquid ? (LIQUIDS_ACCEPTED[type] ?? ['water', 'coffee', 'wine']) : [],
    placeableIn: PLACEMENT_RESTRICTIONS[type] ?? null,
    shape,
    shapeParts: SHAPE_PARTS[shape],
  };
}

function derivedRow(type: string, from: ThorTypeRow, cookable: boolean): ThorTypeRow {
  const rule = SLICE_RULES[from.type];
  const pieces = rule ? rule.count + (rule.heel ? 1 : 0) : 1;
  // A slice is the whole object cut across its long side; a cracked egg lies flat.
  const size = type === 'EggCracked'
    ? { long: from.size.long, short: from.size.short, height: from.size.height / 2 }
    : { long: from.size.short, short: Math.max(0.01, Math.round((from.size.long / pieces) * 1000) / 1000), height: from.size.height };
  return {
    ...from, type, size, mass: Math.round((from.mass / pieces) * 1000) / 1000,
    sliceable: false, cookable, pickupable: true, breakable: false,
  };
}

function buildCatalog(): ReadonlyMap<string, CatalogEntry> {
  const rows = new Map(THOR_TYPE_ROWS.map((r) => [r.type, r]));
  const catalog = new Map<string, CatalogEntry>();
  for (const row of THOR_TYPE_ROWS) catalog.set(row.type, entryFrom(row, null));
  for (const [type, { from, cookable }] of Object.entries(DERIVED_TYPES)) {
    const parent = rows.get(from);
    if (!parent) throw new Error(`catalog: derived type ${type} has no parent row ${from}`);
    catalog.set(type, entryFrom(derivedRow(type, parent, cookable), from));
  }
  return catalog;
}

export const CATALOG: ReadonlyMap<string, CatalogEntry> = buildCatalog();

export const OBJECT_TYPES: readonly string[] = [...CATALOG.keys()].sort();

export function isKnownType(type: string): boolean {
  return CATALOG.has(type);
}

/** The catalog entry of a type; throws for an unknown type, which is a bug in the caller. */
export function catalogEntry(type: string): CatalogEntry {
  const entry = CATALOG.get(type);
  if (!entry) throw new Error(`Unknown object type: ${type}`);
  return entry;
}

export function capabilityFlagsOf(type: string): CapabilityFlags {
  const e = catalogEntry(type);
  return {
    pickupable: e.pickupable, moveable: e.moveable, receptacle: e.receptacle, openable: e.openable,
    toggleable: e.toggleable, sliceable: e.sliceable, cookable: e.cookable, dirtyable: e.dirtyable,
    canFillWithLiquid: e.canFillWithLiquid, breakable: e.breakable, canBeUsedUp: e.canBeUsedUp,
    isHeatSource: e.isHeatSource, isColdSource: e.isColdSource,
  };
}

/** Every TEACh object class name (Drinkware, Tables, ...), sorted. */
export const OBJECT_CLASS_NAMES: readonly string[] = [
  ...new Set(Object.values(TEACH_CLASSES).flat()),
].sort();

/** Types that belong to a TEACh class or are that type (Sink/SinkBasin aliases included). */
export function typesInClass(name: string): readonly string[] {
  return OBJECT_TYPES.filter((t) => catalogEntry(t).objectClasses.includes(name));
}

const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  SinkBasin: 'sink', BathtubBasin: 'bathtub', TVStand: 'TV stand', CD: 'CD', EggCracked: 'cracked egg',
  AppleSliced: 'apple slice', BreadSliced: 'bread slice', LettuceSliced: 'lettuce slice',
  PotatoSliced: 'potato slice', TomatoSliced: 'tomato slice', HousePlant: 'plant', StoveBurner: 'stove burner',
  CounterTop: 'counter',
};

/** A type as a player reads it: "StoveBurner" -> "stove burner". */
export function displayName(type: string): string {
  return DISPLAY_NAMES[type] ?? type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}
