/**
 * Python's equality, truthiness and `in` over JSON values. TEACh's checker is Python, and the
 * objects it reads are loose dicts, so `true == 1`, `[] ` is falsy and `"a" in "cat"` holds.
 */

/** Python truthiness of a JSON value: None, False, 0, "", [] and {} are falsy. */
export function pyTruthy(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return value.length > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** A bool is an int in Python: True == 1, False == 0. */
function asPyNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
}

/** Python `a == b` for JSON values (missing fields compare like None). */
export function pyEquals(a: unknown, b: unknown): boolean {
  const na = asPyNumber(a);
  const nb = asPyNumber(b);
  if (na !== null || nb !== null) return na !== null && nb !== null && na === nb;
  if (a === null || a === undefined) return b === null || b === undefined;
  if (b === null || b === undefined) return false;
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => pyEquals(x, b[i]));
  }
  if (typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    const rb = b as Record<string, unknown>;
    return ka.length === Object.keys(rb).length
      && ka.every((k) => Object.hasOwn(rb, k) && pyEquals((a as Record<string, unknown>)[k], rb[k]));
  }
  return false;
}

/** Python `item in container`: list membership, substring, or dict key. Other containers hold nothing. */
export function pyContains(container: unknown, item: unknown): boolean {
  if (Array.isArray(container)) return container.some((x) => pyEquals(x, item));
  if (typeof container === 'string') return typeof item === 'string' && container.includes(item);
  if (container !== null && typeof container === 'object') {
    return typeof item === 'string' && Object.hasOwn(container, item);
  }
  return false;
}
