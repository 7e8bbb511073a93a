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
/** An int (as `JSON.stringify` writes a whole number), or an array of numbers nested at most once (no strings). */
const VALUE = '(-?\\d+(?=[,}\\]])|\\[(?:[^\\[\\]"]|\\[[^\\[\\]"]*\\])*\\])';
/** A fractional number that JavaScript writes differently from Python (below 1e-4: `0.00001`, `1.5e-7`). */
const SMALL = '(?<=[:,\\[])-?(?:0\\.0000\\d+|\\d(?:\\.\\d+)?e-\\d+)(?=[,}\\]])';

function isSmallText(text: string): boolean {
  return /^-?(?:0\.0000\d+|\d(?:\.\d+)?e-\d+)$/.test(text);
}

/** An int as `JSON.stringify` wrote it, as Python writes the float: below 1e16 that is `16.0`. */
function intAsFloat(text: string): string {
  return text.length <= 15 ? `${text}.0` : pythonFloat(Number(text));
}

/** A number token under a float rule (or not) as Python writes it. */
function numberText(text: string, isFloat: boolean): string {
  if (/^-?\d+$/.test(text)) return isFloat ? intAsFloat(text) : text;
  return isSmallText(text) ? pythonFloat(Number(text)) : text;
}

/** `[5,3.5,0.92,0,30,-180]` under `pose` -> `[5.0,3.5,0.92,0,30.0,-180.0]`; nested arrays take the whole rule. */
function arrayText(text: string, rule: FloatRule): string {
  if (!WHOLE_OR_SMALL_IN_ARRAY.test(text)) return text; // most bounding boxes: every number already fractional
  let depth = 0, index = -1;
  return text.replace(/\[|\]|,|-?\d+(?:\.\d+)?(?:e[+-]?\d+)?/g, (token) => {
    if (token === '[') { depth++; if (depth === 1) index = 0; return token; }
    if (token === ']') { depth--; return token; }
    if (token === ',') { if (depth === 1) index++; return token; }
    return numberText(token, rule === true || (depth === 1 && rule[index] === true));
  });
}

/** Cheap and a little wider than SMALL (no string awareness, no lookarounds): a miss proves there is none. */
const SMALL_ANYWHERE = /[:,[]-?(?:0\.0000\d|\d(?:\.\d+)?e-)/;
/** What every SMALL_ANYWHERE match contains: a search for it alone is about twice as fast, and rules most texts out. */
const SMALL_PART = /e-|0\.0000/;
const mayHaveSmall = (text: string): boolean => SMALL_PART.test(text) && SMALL_ANYWHERE.test(text);

/** An int or a small number among an array's items. */
const WHOLE_OR_SMALL_IN_ARRAY = /[[,]-?(?:\d+[,\]]|0\.0000\d|\d(?:\.\d+)?e-)/;

/**
 * Per rule map: the fields alone, and the fields with every string and small number. The fields
 * alone are safe without lexing strings: inside a JSON string every quote is escaped (`\\"`), so
 * `"time_start":` cannot match there. Small numbers can (`[0.00001]` typed in a chat), so a text
 * that has any takes the lexing pass, which consumes each string whole.
 */
const compiled = new WeakMap<ReadonlyMap<string, FloatRule>, { readonly fields: RegExp; readonly lexed: RegExp }>();
function rewriters(floats: ReadonlyMap<string, FloatRule>): { readonly fields: RegExp; readonly lexed: RegExp } {
  let re = compiled.get(floats);
  if (!re) {
    const field = `"(${[...floats.keys()].map(escapeRegExp).join('|')})":${VALUE}`;
    re = { fields: new RegExp(field, 'g'), lexed: new RegExp(`${field}|${STRING}|${SMALL}`, 'g') };
    compiled.set(floats, re);
  }
  return re;
}

/**
 * Compact JSON (exactly `JSON.stringify(value)`'s text otherwise: key order, `undefined` left out)
 * with Python's float text for the named fields and for every fractional number below 1e-4. It
 * parses back to the same value (`-0` is written `0.0`). `JSON.stringify` does the work and one
 * regular-expression pass rewrites the numbers, several times faster than a serializer in JavaScript.
 */
export function pythonJson(value: unknown, floats: ReadonlyMap<string, FloatRule> = TEACH_FLOAT_FIELDS): string {
  const text = JSON.stringify(value) as string | undefined;
  if (text === undefined) return 'null';
  const { fields, lexed } = rewriters(floats);
  return text.replace(mayHaveSmall(text) ? lexed : fields, (token: string, key: string | undefined, field: string | undefined) => {
    if (key === undefined) return token.startsWith('"') ? token : pythonFloat(Number(token));
    const rule = floats.get(key)!;
    if (field!.startsWith('[')) {
      const rewritten = arrayText(field!, rule);
      return rewritten === field ? token : `"${key}":${rewritten}`;
    }
    // The field pattern takes only ints outside arrays.
    return rule === true ? `"${key}":${intAsFloat(field!)}` : token;
  });
}
