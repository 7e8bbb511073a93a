/** Parameter substitution, exactly as TEACh writes `task_params` into a task (teach-formats.md 2.7). */

/** `#i` -> params[i], highest index first so that `#12` is never read as `#1` then `2`. */
export function fillParams(text: string, params: readonly string[]): string {
  let out = text;
  for (let i = params.length - 1; i >= 0; i--) out = out.replaceAll(`#${i}`, params[i] ?? '');
  return out;
}

const DIGITS = /^[0-9]+$/;

/**
 * TEACh turns a purely numeric string in a dict value into an int (not under `determiner`, and
 * not in lists). For a condition this matters: `"isToggled": "#1"` with "1" becomes the truthiness test 1.
 */
export function numericStringToInt(value: string): string | number {
  return DIGITS.test(value) ? Number(value) : value;
}

/**
 * Python dict semantics of renaming keys while writing parameters in: the dict is updated in
 * place, a renamed key is inserted at the end, and the old keys are deleted afterwards. So after
 * Clean X(["Plate"]) the order is `sink`, `Plate`, and the Progress Check lists them that way.
 */
export function renameInPlaceOrder<V, W>(
  entries: readonly (readonly [string, V])[],
  rename: (key: string) => string,
  mapValue: (value: V) => W,
): [string, W][] {
  const dict = new Map<string, V | W>(entries);
  const renamed: string[] = [];
  for (const [key, value] of entries) {
    const newKey = rename(key);
    if (newKey !== key) renamed.push(key);
    dict.set(newKey, mapValue(value));
  }
  for (const key of renamed) dict.delete(key);
  // Every surviving entry was written by the loop above, so every value is a W now.
  return [...dict] as [string, W][];
}
