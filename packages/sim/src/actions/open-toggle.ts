/** Open, Close, ToggleOn and ToggleOff, with the microwave's two interlocks (thor-world.md 3.1). */
import type { WorldDraft } from '../world/draft.js';
import { fail, type Failure } from './outcome.js';
import type { ClickTarget } from './resolve-click.js';

export function setOpen(draft: WorldDraft, target: ClickTarget, open: boolean): Failure | null {
  const obj = target.object;
  if (open && obj.objectType === 'Microwave' && obj.isToggled) {
    return fail('open/running', 'Turn the microwave off before opening it.', obj.objectId);
  }
  draft.update(obj.objectId, { isOpen: open, openness: open ? 1 : 0 });
  return null;
}

export function setToggled(draft: WorldDraft, target: ClickTarget, on: boolean): Failure | null {
  const obj = target.object;
  if (on && obj.objectType === 'Microwave' && obj.isOpen) {
    return fail('toggle/open', 'Close the microwave before turning it on.', obj.objectId);
  }
  draft.update(obj.objectId, { isToggled: on });
  return null;
}
