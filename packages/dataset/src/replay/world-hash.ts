/**
 * The simulator's `worldHash` (SHA-256 of the canonical JSON), computed faster for replay: worlds
 * are immutable and consecutive worlds share most of their parts, so the canonical text of each
 * part is remembered per object (a WeakMap, so it dies with the world), and Node's native SHA-256
 * does the digest. The result is identical to `worldHash` (a test checks it).
 */
import { createHash } from 'node:crypto';
import type { World } from '@chorehouse/sim';

const canonical = new WeakMap<object, string>();
/** world (0) -> objects array (1) -> one object (2). */
const CACHE_DEPTH = 2;

/** Objects of one shape (the same keys in the same order) share their sorted, quoted keys. */
const shapes = new Map<string, readonly (readonly [string, string])[]>();

function sortedKeys(keys: readonly string[]): readonly (readonly [string, string])[] {
  const shape = keys.join('\u0000');
  let sorted = shapes.get(shape);
  if (!sorted) {
    sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((k) => [k, `${JSON.stringify(k)}:`] as const);
    shapes.set(shape, sorted);
  }
  return sorted;
}

function canonicalText(value: unknown, depth: number): string {
  switch (typeof value) {
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`canonicalJson: non-finite number ${value}`);
      return String(value); // what JSON.stringify writes for a finite number
    case 'boolean': return value ? 'true' : 'false';
    case 'string': return JSON.stringify(value);
    case 'object': break;
    default: return JSON.stringify(value) ?? 'null';
  }
  if (value === null) return 'null';
  // Only the world's top parts and each object are remembered: below that, a WeakMap costs more than it saves.
  const remember = depth <= CACHE_DEPTH;
  const known = remember ? canonical.get(value) : undefined;
  if (known !== undefined) return known;
  let text: string;
  if (Array.isArray(value)) {
    text = `[${value.map((v) => canonicalText(v, depth + 1)).join(',')}]`;
  } else {
    const record = value as Record<string, unknown>;
    let out = '';
    for (const [key, quoted] of sortedKeys(Object.keys(record))) {
      const v = record[key];
      if (v === undefined) continue;
      out += `${out ? ',' : ''}${quoted}${canonicalText(v, depth + 1)}`;
    }
    text = `{${out}}`;
  }
  if (remember) canonical.set(value, text);
  return text;
}

export function fastWorldHash(world: World): string {
  return createHash('sha256').update(canonicalText(world, 0), 'utf8').digest('hex');
}
