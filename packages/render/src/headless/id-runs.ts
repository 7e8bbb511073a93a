/**
 * The id buffer on its way from the page to Node: runs of one id in row-major order, as
 * [id, length] pairs of uint16 (a run longer than 65,535 pixels is split), sent little-endian in
 * base64. A 900x900 frame's ids are 1.6 MB as pixels, 2.2 MB in base64; as runs, a few tens of kB
 * (walls, floor and furniture are large patches). Pure code: the page and Node both use it.
 */

const MAX_RUN = 0xffff;

/** The runs of `pixels` (row-major ids). */
export function idRuns(pixels: Uint16Array): Uint16Array {
  let count = 0;
  for (let i = 0; i < pixels.length; ) {
    const k = pixels[i]!;
    let j = i + 1;
    while (j < pixels.length && pixels[j] === k && j - i < MAX_RUN) j++;
    count++;
    i = j;
  }
  const runs = new Uint16Array(count * 2);
  let r = 0;
  for (let i = 0; i < pixels.length; ) {
    const k = pixels[i]!;
    let j = i + 1;
    while (j < pixels.length && pixels[j] === k && j - i < MAX_RUN) j++;
    runs[r++] = k;
    runs[r++] = j - i;
    i = j;
  }
  return runs;
}

/** The pixels (`count` of them) that `runs` describe; throws when they do not add up to `count`. */
export function pixelsFromRuns(runs: Uint16Array, count: number): Uint16Array {
  const out = new Uint16Array(count);
  let at = 0;
  for (let r = 0; r < runs.length; r += 2) {
    const length = runs[r + 1]!;
    if (at + length > count) break;
    out.fill(runs[r]!, at, at + length);
    at += length;
  }
  if (at !== count || runs.length % 2 !== 0) throw new Error(`the id runs cover ${at} pixels, not ${count}`);
  return out;
}

/** Uint16 values as little-endian bytes (whatever the machine's order). */
export function uint16Bytes(values: Uint16Array): Uint8Array {
  const bytes = new Uint8Array(values.length * 2);
  for (let i = 0; i < values.length; i++) {
    bytes[2 * i] = values[i]! & 0xff;
    bytes[2 * i + 1] = values[i]! >> 8;
  }
  return bytes;
}

/** Little-endian bytes back to uint16 values. */
export function uint16Values(bytes: Uint8Array): Uint16Array {
  const out = new Uint16Array(bytes.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = bytes[2 * i]! | (bytes[2 * i + 1]! << 8);
  return out;
}
