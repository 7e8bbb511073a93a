/** A StoveKnob switches the burner it controls; burners cannot be switched directly. */
import type { WorldDraft } from '../world/draft.js';

export function applyStoveKnobs(draft: WorldDraft): void {
  for (const knob of draft.current) {
    if (knob.objectType !== 'StoveKnob' || !knob.controlledObjects) continue;
    for (const burnerId of knob.controlledObjects) {
      const burner = draft.get(burnerId);
      if (burner && burner.isToggled !== knob.isToggled) draft.update(burnerId, { isToggled: knob.isToggled });
    }
  }
}
