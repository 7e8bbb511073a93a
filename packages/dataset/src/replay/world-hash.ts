/**
 * The simulator's `worldHash` (SHA-256 of the canonical JSON), computed faster for replay: worlds
 * are immutable and consecutive worlds share most of their parts, so the canonical text of each
 * part is remembered per object (a WeakMap, so it dies with the world), and Node's native SHA-256
 * does the digest. The result is identical to `worldHash` (a test checks it).
 */
import { createHash } from 'node:crypto';
import type { World } from '@chorehouse/sim';

const canonical = new WeakMap<object, string>();

function canonicalText(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`canonicalJson: non-finite number ${value}`);
    return JSON.stringify(value) ?? 'null';
  }
  const known = canonical.get(value);
  if (known !== undefined) return known;
  let text: string;
  if (Array.isArray(value)) {
    text = `[${value.map(canonicalText).join(',')}]`;
  } else {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    text = `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalText(v)}`).join(',')}}`;
  }
  canonical.set(value, text);
  return text;
}

export function fastWorldHash(world: World): string {
  return createHash('sha256').update(canonicalText(world), 'utf8').digest('hex');
}
