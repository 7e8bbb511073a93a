/**
 * A game file's text: `pythonJson` of the game, with the objects of its two states written once per
 * base (sim `snapshotWithBases`). An object the session did not change has one base in the initial
 * and the final state, and its entries differ only in `distance`: the final state's is the initial's
 * text with its distance written again. The text is the same as `pythonJson(game)` (a test checks).
 */
import type { ThorObjectMetadata } from '@chorehouse/sim';
import { pythonFloats, pythonJson, pythonJsonSpliced, SPLICED, TEACH_FLOAT_FIELDS } from '../teach/python-json.js';
import { stateObjectBases } from './game-state.js';

/** An entry's text on both sides of its distance, per base. */
const aroundDistance = new WeakMap<ThorObjectMetadata, { readonly before: string; readonly after: string }>();
const DISTANCE = '"distance":';

/** A distance as `pythonJson` writes it in an entry (a float field). */
const distanceText = (d: number) => pythonFloats(`{${DISTANCE}${JSON.stringify(d)}}`, TEACH_FLOAT_FIELDS).slice(DISTANCE.length + 1, -1);

function entryText(entry: ThorObjectMetadata, base: ThorObjectMetadata | null): string {
  const known = base ? aroundDistance.get(base) : undefined;
  if (known) return `${known.before}${distanceText(entry.distance)}${known.after}`;
  // An entry holds no constant (`constantJson`): its JSON text with Python's floats.
  const text = pythonFloats(JSON.stringify(entry), TEACH_FLOAT_FIELDS);
  if (base) {
    // The first `"distance":` is the key: inside a JSON string every quote is escaped.
    const at = text.indexOf(DISTANCE) + DISTANCE.length;
    const written = distanceText(entry.distance);
    if (at >= DISTANCE.length && text.startsWith(written, at) && !/[\d.eE+-]/.test(text.charAt(at + written.length))) {
      aroundDistance.set(base, { before: text.slice(0, at), after: text.slice(at + written.length) });
    }
  }
  return text;
}

function objectsText(objects: readonly ThorObjectMetadata[], bases: readonly (ThorObjectMetadata | null)[]): string {
  return `[${objects.map((o, i) => entryText(o, bases[i] ?? null)).join(',')}]`;
}

type Json = Record<string, unknown>;

/** `pythonJson(game)` for a game `sessionToGame` made; any other value is written whole. */
export function gameText(game: Json): string {
  const tasks = game.tasks as Json[] | undefined;
  const episodes = tasks?.[0]?.episodes as Json[] | undefined;
  const episode = episodes?.[0];
  const states = episode ? (['initial_state', 'final_state'] as const).map((k) => episode[k] as Json | undefined) : [];
  const texts: string[] = [];
  const spliced = states.map((state) => {
    const objects = state?.objects;
    const bases = stateObjectBases(objects);
    if (!state || !bases) return state;
    texts.push(objectsText(objects as ThorObjectMetadata[], bases));
    return { ...state, objects: SPLICED };
  });
  if (texts.length === 0 || !episode) return pythonJson(game);
  const splicedEpisode = { ...episode, initial_state: spliced[0], final_state: spliced[1] };
  const splicedGame = { ...game, tasks: [{ ...tasks![0], episodes: [splicedEpisode, ...episodes!.slice(1)] }, ...tasks!.slice(1)] };
  return pythonJsonSpliced(splicedGame, texts) ?? pythonJson(game);
}
