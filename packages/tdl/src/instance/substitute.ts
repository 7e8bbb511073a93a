/** Parameter substitution, exactly as TEACh writes `task_params` into a task (teach-formats.md 2.7). */

const PLACEHOLDER_RUN = /#([0-9]+)/g;

/**
 * `#i` -> params[i]. TEACh replaces from the highest index down, so `#12` is never read as `#1`
 * then `2`. When no parameter itself holds a `#`, that equals one pass that takes, at each `#`,
 * the longest run of digits naming a parameter (a longer index is always a larger number).
 */
export function paramFiller(params: readonly string[]): (text: string) => string {
  if (params.some((p) => p.includes('#'))) {
    return (text) => {
      let out = text;
      for (let i = params.length - 1; i >= 0; i--) out = out.replaceAll(`#${i}`, params[i] ?? '');
      return out;
    };
  }
  const replace = (match: string, digits: string): string => {
    for (let length = digits.length; length > 0; length--) {
      const index = digits.slice(0, length);
      // Only the canonical spelling is a placeholder: "#05" holds "#0", not "#5".
      if (String(Number(index)) === index && Number(index) < params.length) return `${params[Number(index)]}${digits.slice(length)}`;
    }
    return match;
  };
  return (text) => (text.includes('#') ? text.replace(PLACEHOLDER_RUN, replace) : text);
}

export function fillParams(text: string, params: readonly string[]): string {
  return paramFiller(params)(text);
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
  // Most dicts have no placeholder in any key: nothing moves.
  if (entries.every(([key]) => rename(key) === key)) return entries.map(([key, value]) => [key, mapValue(value)]);
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
