/**
 * The first thing a step names that the Follower knows no object of (in partial view, never seen),
 * by the name a person uses ("knife", "wine bottle"), or null. Places (counters, cabinets) do not
 * count: the Follower knows the furniture from the start; nor do landmarks ("next to the toaster"),
 * which only say where the thing is. With `objectInHand`, the verb's own object is the thing held
 * ("put the bottle on the desk" said of the vase in the Follower's hand): only the other things count.
 */
import type { World } from '@chorehouse/sim';
import { thingsNamed } from '../language/things.js';
import { typeWord } from './names.js';
import { isLocation, type TextView } from './text-view.js';

export function unseenThing(step: string, view: TextView, world: World, options: { readonly objectInHand?: boolean } = {}): string | null {
  const known = new Set(view.known(world).map((o) => typeWord(o.objectType)));
  const places = new Set(world.objects.filter(isLocation).map((o) => typeWord(o.objectType)));
  // The hint sentences in front of a step name places; the request is its last sentence.
  const request = step.split(/(?<=[.!?])\s+/).at(-1) ?? step;
  for (const t of thingsNamed(request)) {
    if (t.pronoun || t.landmark || t.words.length === 0 || t.words.some((w) => places.has(w))) continue;
    if (options.objectInHand && t.preposition === null) continue;
    if (!t.words.some((w) => known.has(w))) return t.name;
  }
  return null;
}

/**
 * The food whose slices a step names when none exist yet but the whole food is known ("a tomato
 * slice" -> "tomato", "toast the bread" -> "bread"), else null.
 */
export function wholeToSlice(step: string, view: TextView, world: World): string | null {
  const known = view.known(world);
  const request = step.split(/(?<=[.!?])\s+/).at(-1) ?? step;
  // Only slices go in a toaster: "toast the bread" toasts a slice of it.
  const toasting = /^\s*(?:please\s+)?toast\b/i.test(request);
  for (const t of thingsNamed(request)) {
    // Only a mention that names slices first ("a tomato slice"), not "the tomato" (which may also mean its slices).
    // "a slice" is a slice of any food: which one is the dialogue's to say, not the first food known.
    if (t.tied > 1) continue;
    const first = t.words[0];
    const sliced = first && toasting && !first.endsWith('sliced') ? `${first}sliced` : first;
    if (!sliced || !sliced.endsWith('sliced') || sliced.length <= 6 || known.some((o) => typeWord(o.objectType) === sliced)) continue;
    const food = sliced.slice(0, -6);
    if (known.some((o) => typeWord(o.objectType) === food && o.sliceable && !o.isSliced)) return food;
  }
  return null;
}
