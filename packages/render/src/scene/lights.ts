/**
 * The room's light, baked into vertex colours: a sky/ground fill, ambient, a soft sun and a lamp
 * under the ceiling, with three.js's Lambert terms (diffuse / pi times the irradiance, plus the
 * glow). Every face of a box has one normal, so the fill and the sun come out as a per-pixel
 * Lambert material would draw them; only the lamp's fall-off is interpolated between vertices.
 * The fragment work left is a colour lookup, which software WebGL (SwiftShader) needs.
 */
import { Color } from 'three';

type Rgb = readonly [number, number, number];

export interface RoomLight {
  readonly ambient: Rgb;
  readonly sky: Rgb;
  readonly ground: Rgb;
  readonly sun: Rgb;
  /** Unit vector towards the sun (three.js axes). */
  readonly sunDir: Rgb;
  readonly lamp: Rgb;
  /** The lamp's place (three.js axes). */
  readonly lampAt: Rgb;
  readonly lampDistance: number;
  readonly lampDecay: number;
}

/** Linear colour times intensity, as three.js passes a light's colour to its shaders. */
const lit = (hex: number, intensity: number): Rgb => {
  const c = new Color(hex);
  return [c.r * intensity, c.g * intensity, c.b * intensity];
};

/** The lights of a room whose lamp hangs at `center` (three.js axes); the sun aims at the origin. */
export function roomLight(center: Rgb): RoomLight {
  const sunAt: Rgb = [center[0] + 3, center[1] + 6, center[2] + 2];
  const len = Math.hypot(...sunAt) || 1;
  return {
    ambient: lit(0xffffff, 0.35),
    sky: lit(0xfff3e2, 1.6),
    ground: lit(0x7a6450, 1.6),
    sun: lit(0xfff0d8, 1.3),
    sunDir: [sunAt[0] / len, sunAt[1] / len, sunAt[2] / len],
    lamp: lit(0xffe2b8, 6),
    lampAt: center,
    lampDistance: 9,
    lampDecay: 1.5,
  };
}

/**
 * The outgoing linear colour of a Lambert surface of `albedo` (linear) glowing `emissive` at
 * point p with unit normal n (three.js axes), written to out[o..o+2].
 */
export function shade(light: RoomLight, albedo: Rgb, emissive: Rgb, px: number, py: number, pz: number, nx: number, ny: number, nz: number, out: Float32Array, o: number): void {
  // Hemisphere light straight down from +y: mix(ground, sky, 0.5 n.y + 0.5).
  const w = 0.5 * ny + 0.5;
  let r = light.ambient[0] + light.ground[0] + (light.sky[0] - light.ground[0]) * w;
  let g = light.ambient[1] + light.ground[1] + (light.sky[1] - light.ground[1]) * w;
  let b = light.ambient[2] + light.ground[2] + (light.sky[2] - light.ground[2]) * w;
  const sun = Math.max(0, nx * light.sunDir[0] + ny * light.sunDir[1] + nz * light.sunDir[2]);
  r += sun * light.sun[0]; g += sun * light.sun[1]; b += sun * light.sun[2];
  const lx = light.lampAt[0] - px, ly = light.lampAt[1] - py, lz = light.lampAt[2] - pz;
  const d = Math.hypot(lx, ly, lz);
  if (d > 1e-6 && d < light.lampDistance) {
    const falloff = (1 / Math.max(d ** light.lampDecay, 0.01)) * Math.max(0, 1 - (d / light.lampDistance) ** 4) ** 2;
    const k = Math.max(0, (nx * lx + ny * ly + nz * lz) / d) * falloff;
    r += k * light.lamp[0]; g += k * light.lamp[1]; b += k * light.lamp[2];
  }
  out[o] = (albedo[0] * r) / Math.PI + emissive[0];
  out[o + 1] = (albedo[1] * g) / Math.PI + emissive[1];
  out[o + 2] = (albedo[2] * b) / Math.PI + emissive[2];
}
