/** One object type as imported from AI2-THOR's scenes (see scripts/import-catalog.ts). */
export interface ThorTypeRow {
  readonly type: string;
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
  /** Median axis-aligned size in metres: longer horizontal side, shorter horizontal side, height. */
  readonly size: { readonly long: number; readonly short: number; readonly height: number };
  readonly mass: number;
}
