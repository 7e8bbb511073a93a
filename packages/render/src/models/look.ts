/** The part of an object's state a model shows, read from the simulator's object. */
import type { Liquid, SimObject } from '@chorehouse/sim';

export interface Look {
  /** 0 closed .. 1 fully open. */
  readonly open: number;
  readonly on: boolean;
  readonly dirty: boolean;
  readonly liquid: Liquid | null;
  readonly cooked: boolean;
  readonly broken: boolean;
  readonly usedUp: boolean;
}

export const PLAIN_LOOK: Look = { open: 0, on: false, dirty: false, liquid: null, cooked: false, broken: false, usedUp: false };

export function lookOf(obj: SimObject): Look {
  return {
    open: obj.isOpen ? (obj.openness > 0 ? obj.openness : 1) : 0,
    on: obj.isToggled,
    dirty: obj.isDirty,
    liquid: obj.isFilledWithLiquid ? (obj.fillLiquid ?? 'water') : null,
    cooked: obj.isCooked,
    broken: obj.isBroken,
    usedUp: obj.isUsedUp,
  };
}

/** A short key that changes exactly when the look does (caches models per type, size and look). */
export function lookKey(l: Look): string {
  return `${l.open.toFixed(2)}${l.on ? 'n' : ''}${l.dirty ? 'd' : ''}${l.liquid ?? ''}${l.cooked ? 'c' : ''}${l.broken ? 'b' : ''}${l.usedUp ? 'u' : ''}`;
}
