/**
 * The names of TEACh's `images_and_states` files (teach-formats.md 8). Instances name the driver
 * frames they use with `frameFileName` too, so the names in EDH/TfD files and the files the image
 * export writes cannot drift apart.
 */

/**
 * Python's `repr(float)`: the shortest round-trip digits, written in fixed notation when the decimal
 * exponent is in [-4, 16) (always with a fractional part: `84.0`), otherwise as `1.5e-05` / `1e+16`
 * (at least two exponent digits). JavaScript differs on both counts (`84`, `0.00001`, `1e21`).
 */
export function pythonFloat(v: number): string {
  if (Number.isNaN(v)) return 'nan';
  if (!Number.isFinite(v)) return v > 0 ? 'inf' : '-inf';
  if (v === 0) return Object.is(v, -0) ? '-0.0' : '0.0';
  const sign = v < 0 ? '-' : '';
  // toExponential() without an argument gives the shortest digits that round-trip, as repr does.
  const [mantissa, expText] = Math.abs(v).toExponential().split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  const exp = Number(expText);
  if (exp < -4 || exp >= 16) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${m}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  }
  if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  const whole = digits.slice(0, exp + 1).padEnd(exp + 1, '0');
  const frac = digits.slice(exp + 1);
  return `${sign}${whole}.${frac || '0'}`;
}

/** The views TEACh renders at each interaction. */
export const IMAGE_VIEWS = ['driver', 'commander', 'targetobject'] as const;
export type ImageView = (typeof IMAGE_VIEWS)[number];

/** `<t>` in a file name: an interaction's `time_start` in Python's float format, or `end` for the final state. */
export type FrameTime = number | 'end';
const timeText = (t: FrameTime) => (t === 'end' ? 'end' : pythonFloat(t));

export function frameFileName(view: ImageView, t: FrameTime): string {
  return `${view}.frame.${timeText(t)}.jpeg`;
}

export function maskFileName(t: FrameTime): string {
  return `targetobject.mask.${timeText(t)}.jpeg`;
}

export function stateDiffFileName(t: FrameTime): string {
  return `statediff.${timeText(t)}.json`;
}

export function progressStatusFileName(t: FrameTime): string {
  return `progresscheck.status.${timeText(t)}.json`;
}

export function searchFileName(kind: 'SelectOid' | 'SearchObject', t: FrameTime): string {
  return `progresscheck.${kind}.${timeText(t)}.json`;
}

export function keyboardFileName(agentId: 0 | 1, t: FrameTime): string {
  return `keyboard.${agentId}.${timeText(t)}.json`;
}

/** Written last in a game's folder: its presence means every other file is complete (`--resume`). */
export const GAME_DONE_MARKER = '.complete.json';

/** `images/<split>/<game_id>/` under an export root. */
export function gameImagesDir(root: string, split: string, gameId: string): string {
  return `${root.replace(/\/+$/, '')}/images/${split}/${gameId}`;
}
