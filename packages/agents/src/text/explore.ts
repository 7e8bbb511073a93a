/**
 * Looking for what an instruction names (partial observability): "The plate is in a cabinet."
 * names a thing and a kind of place. Until the Follower knows such a thing in such a place, it
 * visits the places of that kind it has not visited yet, nearest first (ALFWorld's agents do the
 * same with "go to" and "open").
 */
import { ancestorsOf, type SimObject, type World } from '@chorehouse/sim';
import type { TextCommand } from './commands.js';
import { closedEnclosure } from '../world/queries.js';
import { LexicalScorer } from './free-form/lexical-scorer.js';
import { typeWord } from './names.js';
import { isLocation, type TextView } from './text-view.js';

/** Places one step may send the Follower to look in before it is tried where things are. */
export const MAX_LOOKS_PER_STEP = 8;

/** The next place to visit for a step, as a command (go to it, or open it), or null when nothing is missing. */
export function explorationStep(step: string, view: TextView, world: World, visited: ReadonlySet<string>): TextCommand | null {
  const parsed = new LexicalScorer().parse(step, { world, view, referent: null });
  const ms = parsed.mentions.filter((m) => !m.pronoun);
  const isPlaceWord = (w: string) => world.objects.some((o) => isLocation(o) && typeWord(o.objectType) === w);
  for (let k = 0; k + 1 < ms.length; k++) {
    const things = [...ms[k]!.types.keys()].filter((w) => !isPlaceWord(w));
    const places = [...ms[k + 1]!.types.keys()].filter(isPlaceWord);
    if (things.length === 0 || places.length === 0) continue;
    const found = view.known(world).filter((o) => things.includes(typeWord(o.objectType)) &&
      ancestorsOf(world, o.objectId).some((a) => places.includes(typeWord(a.objectType))));
    if (found.length > 0) {
      // Known but shut in ("slice the potato in the microwave" with the microwave closed again):
      // nothing reaches inside until it is opened, so it is opened first, visited before or not.
      const shut = found.every((o) => closedEnclosure(world, o.objectId) !== null) ? closedEnclosure(world, found[0]!.objectId) : null;
      if (shut !== null) return visit(shut);
      continue;
    }
    const next = nearest(view.locations(world).filter((l) => places.includes(typeWord(l.objectType)) && !visited.has(l.objectId)), world);
    if (next) return visit(next);
  }
  // A thing named with no place ("with a knife") that the Follower has not seen: look anywhere, nearest first.
  for (const m of ms) {
    const things = [...m.types.keys()].filter((w) => !isPlaceWord(w));
    if (things.length === 0 || view.known(world).some((o) => things.includes(typeWord(o.objectType)))) continue;
    const next = nearest(view.locations(world).filter((l) => !visited.has(l.objectId)), world);
    if (next) return visit(next);
  }
  return null;
}

/** Going to a place, or opening it to look inside. */
const visit = (l: SimObject): TextCommand => (l.openable && !l.isOpen ? { verb: 'open', objectId: l.objectId } : { verb: 'go', objectId: l.objectId });

function nearest(places: readonly SimObject[], world: World): SimObject | undefined {
  const f = world.follower;
  return [...places].sort((a, b) => Math.hypot(a.position.x - f.x, a.position.z - f.z) - Math.hypot(b.position.x - f.x, b.position.z - f.z))[0];
}
