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

/** TEACh's metrics files (`metrics.json`, per-instance records, teach-formats.md 11.2-11.3). */
export const TEACH_METRIC_FLOAT_FIELDS: ReadonlyMap<string, FloatRule> = new Map<string, FloatRule>([
  ['goal_condition_success', ALL], ['success_spl', ALL], ['goal_condition_spl', ALL],
  ['path_len_weighted_success_spl', ALL], ['path_len_weighted_goal_condition_spl', ALL],
  ['success_rate', ALL], ['goal_condition_success_rate', ALL], ['micro_goal_condition_success_rate', ALL],
  ['macro_goal_condition_success_rate', ALL], ['path_length_weighted_success_rate', ALL],
  ['path_length_weighted_goal_condition_success_rate', ALL], ['obj_relative_coord', ALL],
]);

function numberText(v: number, isFloat: boolean): string {
  if (!Number.isFinite(v)) return 'null'; // Python would write NaN/Infinity, which no JSON parser reads
  return isFloat || !Number.isInteger(v) ? pythonFloat(v) : String(v);
}

/**
 * Compact JSON (as `JSON.stringify(value)`, same key order, `undefined` left out) with Python's
 * float text for the named fields. Parses back to the same value.
 */
export function pythonJson(value: unknown, floats: ReadonlyMap<string, FloatRule> = TEACH_FLOAT_FIELDS): string {
  const write = (v: unknown, rule: FloatRule | undefined, index: number | null): string | undefined => {
    if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function') v = (v as { toJSON: () => unknown }).toJSON();
    switch (typeof v) {
      case 'number': {
        const isFloat = rule === true || (rule !== undefined && index !== null && rule[index] === true);
        return numberText(v, isFloat);
      }
      case 'string': case 'boolean': return JSON.stringify(v);
      case 'undefined': case 'function': case 'symbol': return undefined;
      case 'bigint': throw new TypeError('pythonJson: BigInt is not JSON');
      case 'object': {
        if (v === null) return 'null';
        if (Array.isArray(v)) {
          // Nested arrays (cornerPoints) keep their key's rule; positions count in the innermost array.
          return `[${v.map((item, i) => write(item, rule, Array.isArray(item) ? null : i) ?? 'null').join(',')}]`;
        }
        const parts: string[] = [];
        for (const [k, item] of Object.entries(v)) {
          const text = write(item, floats.get(k), null);
          if (text !== undefined) parts.push(`${JSON.stringify(k)}:${text}`);
        }
        return `{${parts.join(',')}}`;
      }
    }
  };
  return write(value, undefined, null) ?? 'null';
}
