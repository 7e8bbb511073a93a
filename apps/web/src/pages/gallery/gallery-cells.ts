/** Which states the gallery shows for each type: the plain look plus every state the type can be in. */
import { catalogEntry, OBJECT_TYPES } from '@chorehouse/sim';
import { PLAIN_LOOK, type Look } from '@chorehouse/render';

export interface GalleryCell {
  readonly type: string;
  readonly state: string;
  readonly look: Look;
}

export function galleryCells(types: readonly string[] = OBJECT_TYPES): GalleryCell[] {
  return types.filter((t) => t !== 'Floor').flatMap((type) => {
    const e = catalogEntry(type);
    const cells: GalleryCell[] = [{ type, state: 'default', look: PLAIN_LOOK }];
    const add = (state: string, look: Partial<Look>) => cells.push({ type, state, look: { ...PLAIN_LOOK, ...look } });
    if (e.openable) add('open', { open: 1 });
    if (e.toggleable) add('on', { on: true });
    if (e.dirtyable) add('dirty', { dirty: true });
    if (e.canFillWithLiquid) {
      add('water', { liquid: 'water' });
      if (e.liquidsAccepted.includes('coffee')) add('coffee', { liquid: 'coffee' });
    }
    if (e.cookable) add('cooked', { cooked: true });
    if (e.canBeUsedUp) add('used up', { usedUp: true });
    return cells;
  });
}
