/** Reads a ustar archive back (the console's export downloads), checking each header's checksum. */
import { expect } from 'vitest';

/** File names and bodies (as text) of a ustar archive. */
export function untar(buf: Buffer): Map<string, string> {
  return new Map([...untarBytes(buf)].map(([name, body]) => [name, body.toString()]));
}

/** File names and bodies of a ustar archive (frames are binary). */
export function untarBytes(buf: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (let at = 0; at + 512 <= buf.length;) {
    const header = buf.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const text = (from: number, len: number) => header.subarray(from, from + len).toString('ascii').replace(/\0.*$/s, '');
    const size = parseInt(text(124, 12), 8);
    const prefix = text(345, 155);
    const name = (prefix ? `${prefix}/` : '') + text(0, 100);
    let sum = 0;
    for (const [i, b] of header.entries()) sum += i >= 148 && i < 156 ? 32 : b;
    expect(parseInt(text(148, 8), 8)).toBe(sum);
    files.set(name, buf.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}
