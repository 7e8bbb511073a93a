/** Warm, even light without shadows: a sky/ground fill, a soft sun and a lamp under the ceiling. */
import { AmbientLight, DirectionalLight, Group, HemisphereLight, PointLight } from 'three';

/** The lights of a room whose lamp hangs at `center` (three.js coordinates). */
export function roomLights(): { group: Group; place: (center: readonly [number, number, number]) => void } {
  const group = new Group();
  group.name = 'lights';
  const sun = new DirectionalLight(0xfff0d8, 1.3);
  const lamp = new PointLight(0xffe2b8, 6, 9, 1.5);
  // The sun aims at the origin, as the web views always had it.
  group.add(new HemisphereLight(0xfff3e2, 0x7a6450, 1.6), new AmbientLight(0xffffff, 0.35), sun, lamp);
  const place = (c: readonly [number, number, number]) => {
    sun.position.set(c[0] + 3, c[1] + 6, c[2] + 2);
    lamp.position.set(c[0], c[1], c[2]);
  };
  return { group, place };
}
