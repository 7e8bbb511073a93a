/**
 * JSON text as TEACh's Python wrote it: a float that happens to be whole is still a float there
 * (`16.0`), and small or large floats print in Python's exponent form (`1e-05`, `1e+16`).
 * `JSON.stringify` cannot say which whole numbers are floats, so the fields where TEACh writes
 * floats are named here; every fractional number is a float wherever it is.
 */
import { pythonFloat } from '../images/frame-names.js';

/** A key's numbers are all floats (`true`), or per array position (`pose`: element 3 is the int 0). */
export type FloatRule = true | readonly boolean[];

const ALL: FloatRule = true;

/**
 * Game files, EDH/TfD instances and replay state files (teach-formats.md 6-9): times, click points,
 * poses, AI2-THOR positions, rotations, bounding boxes, camera horizons, distances and masses.
 * `pose_delta` stays as the action definitions write it (ints with 0.25 steps).
 */
export const TEACH_FLOAT_FIELDS: ReadonlyMap<string, FloatRule> = new Map<string, FloatRule>([
  ['time_start', ALL], ['duration', ALL], ['x', ALL], ['y', ALL], ['z', ALL],
  ['start_x', ALL], ['start_y', ALL], ['end_x', ALL], ['end_y', ALL],
  ['pose', [true, true, true, false, true, true]],
  ['cameraHorizon', ALL], ['distance', ALL], ['mass', ALL], ['openness', ALL], ['cornerPoints', ALL], ['obj_relative_coord', ALL],
]);

/**
 * TEACh's metrics files (`metrics.json`, per-instance records, teach-formats.md 11.2-11.3). `reward` is
 * `create_new_traj_metrics`'s 0.0; `pred_actions` holds `(action, [y, x])` pairs whose numbers are floats.
 */
export const TEACH_METRIC_FLOAT_FIELDS: ReadonlyMap<string, FloatRule> = new Map<string, FloatRule>([
  ['reward', ALL], ['pred_actions', ALL], ['goal_condition_success', ALL], ['success_spl', ALL], ['goal_condition_spl', ALL],
  ['path_len_weighted_success_spl', ALL], ['path_len_weighted_goal_condition_spl', ALL],
  ['success_rate', ALL], ['goal_condition_success_rate', ALL], ['micro_goal_condition_success_rate', ALL],
  ['macro_goal_condition_success_rate', ALL], ['path_length_weighted_success_rate', ALL],
  ['path_length_weighted_goal_condition_success_rate', ALL], ['obj_relative_coord', ALL],
]);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A JSON string token; consuming every string whole keeps the rewrites below out of keys' and texts' insides. */
const STRING = '"(?:[^"\\\\]|\\\\.)*"';
/** A fractional number that JavaScript writes differently from Python (below 1e-4: `0.00001`, `1.5e-7`). */
const SMALL = '(?<=[:,\\[])-?(?:0\\.0000\\d+|\\d(?:\\.\\d+)?e-\\d+)(?=[,}\\]])';

const OPEN = 91, CLOSE = 93, COMMA = 44, QUOTE = 34, MINUS = 45, DOT = 46, ZERO = 48, NINE = 57, E = 101, PLUS = 43, BACKSLASH = 92;
const isDigit = (c: number) => c >= ZERO && c <= NINE;

/**
 * Whether the text may hold a small number (as SMALL, but no string awareness: a miss proves there
 * is none). JavaScript writes them `0.0000…` or with a negative exponent; a search for the first
 * as one literal and a walk over the text's few minus signs for the second are far cheaper than a
 * search for either pattern, since `e`, `:` and `,` are everywhere in JSON.
 */
const DECIMAL_SMALL = /0\.0000/;
function mayHaveSmall(text: string): boolean {
  if (DECIMAL_SMALL.test(text)) return true;
  for (let i = text.indexOf('-'); i >= 0; i = text.indexOf('-', i + 1)) {
    if (text.charCodeAt(i - 1) === E && isDigit(text.charCodeAt(i + 1)) && isDigit(text.charCodeAt(i - 2))) return true;
  }
  return false;
}

/**
 * Per rule map: a float field's key with an int or the start of an array after it, alone or with
 * every string and small number. The fields alone are safe without lexing strings: inside a JSON
 * string every quote is escaped (`\\"`), so `"time_start":` cannot match there, and a match that
 * starts at an escaped quote (the end of a key `x"y`) is passed over. Small numbers can stand in a
 * string (`[0.00001]` typed in a chat), so a text that may have any takes the lexing pass, which
 * consumes each string whole.
 */
const compiled = new WeakMap<ReadonlyMap<string, FloatRule>, { readonly fields: RegExp; readonly lexed: RegExp }>();
function rewriters(floats: ReadonlyMap<string, FloatRule>): { readonly fields: RegExp; readonly lexed: RegExp } {
  let re = compiled.get(floats);
  if (!re) {
    const field = `"(${[...floats.keys()].map(escapeRegExp).join('|')})":(?:(-?\\d+)(?=[,}\\]])|\\[)`;
    re = { fields: new RegExp(field, 'g'), lexed: new RegExp(`${field}|${STRING}|${SMALL}`, 'g') };
    compiled.set(floats, re);
  }
  return re;
}

/** What an edit rewrites: an int (`16` -> `16.0`) or a small number (`0.00001` -> `1e-05`). */
const WHOLE = 0, SMALL_NUMBER = 1;

/**
 * The edits inside the array that opens at `text[open - 1]` under a rule: `[5,3.5,0.92,0,30,-180]`
 * under `pose` makes `5`, `30` and `-180` floats (nested arrays take the whole rule), and small
 * numbers anywhere take Python's exponent form. Returns the index after its `]` with the edits as
 * (start, end, what) triples pushed, or -1 for an array with a string in it or nested deeper than twice:
 * that one is written as it stands, its objects' fields by their own rules.
 */
function arrayEdits(text: string, open: number, rule: FloatRule, edits: number[]): number {
  const pushed = edits.length;
  let depth = 1, index = 0;
  for (let i = open; ;) {
    const c = text.charCodeAt(i);
    if (c === CLOSE) { i++; if (--depth === 0) return i; }
    else if (c === OPEN) { i++; if (++depth > 2) break; }
    else if (c === COMMA) { i++; if (depth === 1) index++; }
    else if (c === MINUS || (c >= ZERO && c <= NINE)) {
      const start = i;
      let whole = true, negativeExponent = false;
      for (let d = c; (d >= ZERO && d <= NINE) || d === DOT || d === E || d === PLUS || d === MINUS; d = text.charCodeAt(++i)) {
        if (d === DOT) whole = false;
        else if (d === E) { whole = false; negativeExponent = text.charCodeAt(i + 1) === MINUS; }
      }
      if (whole ? rule === true || (depth === 1 && rule[index] === true) : negativeExponent || text.startsWith('0.0000', c === MINUS ? start + 1 : start)) {
        edits.push(start, i, whole ? WHOLE : SMALL_NUMBER);
      }
    } else if (c === QUOTE || Number.isNaN(c)) break;
    else i++;
  }
  edits.length = pushed;
  return -1;
}

/** Whether the quote at `at` is escaped: an odd run of backslashes before it. */
function isEscaped(text: string, at: number): boolean {
  let backslashes = 0;
  while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes++;
  return backslashes % 2 === 1;
}

/** `JSON.stringify`'s text with Python's float text, built from the unchanged runs between the numbers rewritten. */
export function pythonFloats(text: string, floats: ReadonlyMap<string, FloatRule>): string {
  const lexing = mayHaveSmall(text);
  const { fields, lexed } = rewriters(floats);
  const re = lexing ? lexed : fields;
  const parts: string[] = [];
  const edits: number[] = [];
  let done = 0;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const [token, key, int] = m;
    if (key === undefined) {
      // A string (kept) or a small number (rewritten), from the lexing pass alone.
      if (!token.startsWith('"')) edits.push(m.index, m.index + token.length, SMALL_NUMBER);
      continue;
    }
    if (isEscaped(text, m.index)) {
      // `"x\"y":0` holds `"y":0` from an escaped quote on: the key is `x"y`, not a float field.
      re.lastIndex = m.index + 1;
      continue;
    }
    const rule = floats.get(key)!;
    if (int !== undefined) {
      // An int straight under the key is a float only where the whole field is.
      if (rule === true) edits.push(re.lastIndex - int.length, re.lastIndex, WHOLE);
      continue;
    }
    const end = arrayEdits(text, re.lastIndex, rule, edits);
    // Past the array, or (one with strings in it) on inside it just after the key, as a plain lexer would go.
    re.lastIndex = end >= 0 ? end : m.index + key.length + 2;
  }
  if (edits.length === 0) return text;
  for (let k = 0; k < edits.length; k += 3) {
    const start = edits[k]!, end = edits[k + 1]!;
    // Most edits only add `.0`: Python writes a whole float below 1e16 so; above, and for small numbers, its exponent form.
    if (edits[k + 2] === WHOLE && end - start <= 15) parts.push(text.slice(done, end), '.0');
    else parts.push(text.slice(done, start), pythonFloat(Number(text.slice(start, end))));
    done = end;
  }
  parts.push(text.slice(done));
  return parts.join('');
}

/**
 * Values that never change (a game file's `definitions`, the same in every file), each with its text
 * per rule map: written once, then spliced in where one stands as a field of the value written.
 */
const constants = new WeakMap<object, Map<ReadonlyMap<string, FloatRule>, string>>();

/** Freezes a plain object deeply and has `pythonJson` write it once where it is a field of the top-level object. */
export function constantJson<T extends object>(value: T): T {
  const freeze = (v: unknown) => {
    if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
    Object.freeze(v);
    for (const item of Object.values(v)) freeze(item);
  };
  freeze(value);
  constants.set(value, new Map());
  return value;
}

/** A string no export holds, standing for a constant while the rest is written. */
const MARK = '\u0000chorehouse:constant\u0000';
const MARK_TEXT = JSON.stringify(MARK);

function constantText(value: object, floats: ReadonlyMap<string, FloatRule>): string {
  const texts = constants.get(value)!;
  let text = texts.get(floats);
  if (text === undefined) { text = pythonFloats(JSON.stringify(value), floats); texts.set(floats, text); }
  return text;
}

/** The top-level object's fields that hold a constant object, in the order JSON.stringify writes them. */
function constantFields(value: unknown): string[] | null {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype || 'toJSON' in value) return null;
  let keys: string[] | null = null;
  for (const [k, v] of Object.entries(value)) if (typeof v === 'object' && v !== null && !Array.isArray(v) && constants.has(v)) (keys ??= []).push(k);
  return keys;
}

/**
 * Compact JSON (exactly `JSON.stringify(value)`'s text otherwise: key order, `undefined` left out)
 * with Python's float text for the named fields and for every fractional number below 1e-4. It
 * parses back to the same value (`-0` is written `0.0`). `JSON.stringify` does the work, and one
 * regular-expression search finds the float fields' ints and arrays.
 */
export function pythonJson(value: unknown, floats: ReadonlyMap<string, FloatRule> = TEACH_FLOAT_FIELDS): string {
  const keys = constantFields(value);
  if (keys) {
    const record = value as Record<string, object>;
    const rest: Record<string, unknown> = { ...record };
    for (const k of keys) rest[k] = MARK;
    const pieces = pythonFloats(JSON.stringify(rest), floats).split(MARK_TEXT);
    // A constant's field holds an object, so no float rule of its key applies to the text around it.
    if (pieces.length === keys.length + 1) return pieces.reduce((out, piece, i) => `${out}${constantText(record[keys[i - 1]!]!, floats)}${piece}`);
    // Some string in the value equals the mark: write it whole.
  }
  const text = JSON.stringify(value) as string | undefined;
  return text === undefined ? 'null' : pythonFloats(text, floats);
}

/** A string no export holds, standing for a value whose text the caller already has (`pythonJsonSpliced`). */
export const SPLICED = '\u0000chorehouse:spliced\u0000';
const SPLICED_TEXT = JSON.stringify(SPLICED);

/**
 * `pythonJson(value)` where `value` holds `SPLICED` strings in place of values whose text the caller
 * already has (each an object or array, so no float rule of its key applies to it): `texts[i]` stands
 * for the i-th, in the order they are written. Null when the count differs (some string of the value
 * equals the mark): then write the value whole.
 */
export function pythonJsonSpliced(value: unknown, texts: readonly string[], floats: ReadonlyMap<string, FloatRule> = TEACH_FLOAT_FIELDS): string | null {
  const pieces = pythonJson(value, floats).split(SPLICED_TEXT);
  if (pieces.length !== texts.length + 1) return null;
  return pieces.reduce((out, piece, i) => `${out}${texts[i - 1]!}${piece}`);
}
