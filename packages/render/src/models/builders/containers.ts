/** Dishes, pots, bottles and other things that hold a liquid or get dirty. */
import { POT_BODY } from '@chorehouse/sim';
import type { MaterialKey } from '../materials.js';
import { box, cyl, group, mesh, type ModelNode } from '../parts.js';
import { alongLongSide, liquidDisc, stains, type Builder } from './common.js';

const WALL = 0.006;

/** An open round vessel: bottom, wall, optional liquid at `level` (fraction of the height) and stains inside. */
function vessel(mat: MaterialKey, dx: number, dz: number, h: number, x: number, level: number, liquid: Parameters<typeof liquidDisc>[0], dirty: boolean): ModelNode[] {
  return [
    group([x, 0, 0], [
      cyl(mat, [0, WALL, 0], [dx, WALL * 2, dz]),
      mesh('tube', mat, [0, h / 2, 0], [dx, h, dz]),
      ...liquidDisc(liquid, h * level, dx - 2 * WALL, dz - 2 * WALL),
      ...stains(dirty, WALL * 2 + 0.002, dx * 0.8, dz * 0.8),
      // A dried drip ring just under the rim, outside, so a dirty cup reads as dirty from the side.
      ...(dirty ? [mesh('tube', 'stain', [0, h * 0.82, 0], [dx * 1.012, h * 0.07, dz * 1.012]), mesh('tube', 'stain', [0, h * 0.3, 0], [dx * 0.985, h * 0.12, dz * 0.985])] : []),
    ]),
  ];
}

export const mug: Builder = ({ w, h, d }, l) => {
  const body = Math.min(w * 0.82, d);
  const x = -(w - body) / 2;
  return [
    ...vessel(l.dirty ? 'ceramic' : 'ceramic', body, body, h, x, 0.78, l.liquid, l.dirty),
    mesh('ring', 'ceramic', [x + body / 2 + (w - body) / 2, h * 0.52, 0], [(w - body) * 2 + 0.01, h * 0.6, 0.012]),
  ];
};

export const cup: Builder = ({ w, h, d }, l) => vessel('glass', w, d, h, 0, 0.7, l.liquid, l.dirty);

export const bowl: Builder = ({ w, h, d }, l) => [
  mesh('bowl', 'ceramicBlue', [0, h / 2, 0], [w, h, d]),
  cyl('ceramicBlue', [0, 0.004, 0], [w * 0.4, 0.008, d * 0.4]),
  ...liquidDisc(l.liquid, h * 0.6, w * 0.86, d * 0.86),
  ...stains(l.dirty, h * 0.12, w * 0.5, d * 0.5),
  ...(l.dirty ? stains(true, h * 0.35, w * 0.75, d * 0.75) : []),
];

export const plate: Builder = ({ w, h, d }, l) => [
  cyl('ceramic', [0, h * 0.3, 0], [w * 0.7, h * 0.6, d * 0.7]),
  mesh('tube', 'ceramic', [0, h * 0.6, 0], [w, h * 0.8, d]),
  cyl('ceramic', [0, h * 0.45, 0], [w * 0.98, h * 0.3, d * 0.98]),
  ...stains(l.dirty, h * 0.62, w * 0.7, d * 0.7),
];

/** A pot: a round body between two handles, where the simulator's shape for it has them (sizedParts). */
export const pot: Builder = (dims, l) => alongLongSide(dims, (len, wid) => {
  const h = dims.h;
  const body = Math.min(wid, len * POT_BODY);
  return [
    ...vessel('steel', body, body, h, 0, 0.7, l.liquid, l.dirty),
    box('black', [-(body / 2 + (len - body) / 4), h * 0.85, 0], [(len - body) / 2, h * 0.1, 0.04]),
    box('black', [body / 2 + (len - body) / 4, h * 0.85, 0], [(len - body) / 2, h * 0.1, 0.04]),
  ];
});

export const pan: Builder = (dims, l) => alongLongSide(dims, (len, wid) => {
  const h = dims.h;
  const body = Math.min(wid, len * 0.7);
  const x = -(len - body) / 2;
  return [
    ...vessel('charcoal', body, body, h, x, 0.6, l.liquid, l.dirty),
    box('black', [x + body / 2 + (len - body) / 2, h * 0.7, 0], [len - body, h * 0.25, 0.03], [0, 0, 0.12]),
  ];
});

export const kettle: Builder = (dims, l) => alongLongSide(dims, (len, wid) => {
  const h = dims.h;
  const body = Math.min(wid, len * 0.72);
  const x = -(len - body) / 2 + (len - body) * 0.15;
  const lid = l.open > 0 ? [0, 0, -0.9] as const : undefined;
  return [
    cyl('steel', [x, h * 0.38, 0], [body, h * 0.76, body]),
    // Seen only with the lid open: the body is closed above it.
    ...liquidDisc(l.liquid, h * 0.765, body * 0.6, body * 0.6),
    mesh('sphere', 'steel', [x, h * 0.76, 0], [body * 0.9, h * 0.2, body * 0.9]),
    group([x - body * 0.3, h * 0.84, 0], [cyl('black', [body * 0.3, h * 0.03, 0], [body * 0.45, h * 0.06, body * 0.45])], lid, 'lid'),
    mesh('ring', 'black', [x, h * 0.86, 0], [body * 0.7, h * 0.28, 0.02]),
    mesh('cone', 'steel', [x + body / 2 + (len - body) * 0.3, h * 0.55, 0], [0.035, (len - body) * 0.9, 0.035], [0, 0, -1.0]),
  ];
});

function bottleShape(body: MaterialKey, dx: number, dz: number, h: number, neck: number, cap: MaterialKey, liquid: Parameters<typeof liquidDisc>[0]): ModelNode[] {
  const shoulder = h * (1 - neck);
  return [
    cyl(body, [0, shoulder / 2, 0], [dx, shoulder, dz]),
    mesh('cone', body, [0, shoulder + h * 0.08, 0], [dx, h * 0.16, dz]),
    cyl(body, [0, shoulder + (h - shoulder) * 0.55, 0], [dx * 0.32, h - shoulder - h * 0.03, dz * 0.32]),
    cyl(cap, [0, h - h * 0.03, 0], [dx * 0.36, h * 0.06, dz * 0.36]),
    ...(liquid ? [cyl(liquid === 'coffee' ? 'coffee' : liquid === 'wine' ? 'wine' : 'water', [0, shoulder * 0.4, 0], [dx * 0.9, shoulder * 0.75, dz * 0.9])] : []),
  ];
}

export const bottle: Builder = ({ w, h, d }, l) => bottleShape('glass', w, d, h, 0.35, 'plasticBlue', l.liquid);
export const wineBottle: Builder = ({ w, h, d }, l) => [
  ...bottleShape('glassDark', w, d, h, 0.4, 'wine', l.liquid),
  mesh('tube', 'paper', [0, h * 0.3, 0], [w * 1.01, h * 0.18, d * 1.01]),
];

export const vase: Builder = ({ w, h, d }) => [
  mesh('sphere', 'ceramicBlue', [0, h * 0.35, 0], [w, h * 0.7, d]),
  cyl('ceramicBlue', [0, h * 0.8, 0], [w * 0.45, h * 0.4, d * 0.45]),
];

export const shaker = (content: 'ceramic' | 'black'): Builder => ({ w, h, d }) => [
  cyl('glass', [0, h * 0.4, 0], [w * 0.9, h * 0.8, d * 0.9]),
  cyl(content, [0, h * 0.3, 0], [w * 0.8, h * 0.55, d * 0.8]),
  mesh('sphere', 'chrome', [0, h * 0.85, 0], [w * 0.9, h * 0.3, d * 0.9]),
];

export const soapBottle: Builder = (dims) => alongLongSide(dims, (len, wid) => {
  const h = dims.h;
  const body = Math.min(wid, len * 0.8);
  return [
    cyl('plasticGreen', [-(len - body) / 2, h * 0.36, 0], [body, h * 0.72, body]),
    cyl('plasticWhite', [-(len - body) / 2, h * 0.8, 0], [body * 0.3, h * 0.16, body * 0.3]),
    box('plasticWhite', [-(len - body) / 2 + (len - body) * 0.4 + body * 0.1, h * 0.9, 0], [(len - body) + body * 0.3, h * 0.05, body * 0.2]),
  ];
});

export const sprayBottle: Builder = (dims) => alongLongSide(dims, (len, wid) => {
  const h = dims.h;
  return [
    cyl('plasticBlue', [0, h * 0.33, 0], [Math.min(len, wid * 2.5) * 0.7, h * 0.66, wid]),
    cyl('plasticWhite', [0, h * 0.75, 0], [wid * 0.6, h * 0.18, wid * 0.6]),
    box('plasticWhite', [len * 0.2, h * 0.9, 0], [len * 0.5, h * 0.12, wid * 0.6]),
  ];
});

export const wateringCan: Builder = (dims, l) => alongLongSide(dims, (len, wid) => {
  const h = dims.h;
  const body = Math.min(wid, len * 0.6);
  const x = -(len - body) / 2;
  return [
    cyl('plasticGreen', [x, h * 0.35, 0], [body, h * 0.7, body]),
    ...liquidDisc(l.liquid, h * 0.7, body * 0.9, body * 0.9),
    mesh('ring', 'plasticGreen', [x, h * 0.75, 0], [body * 0.8, h * 0.5, 0.02]),
    cyl('plasticGreen', [x + body / 2 + (len - body) * 0.45, h * 0.55, 0], [0.025, (len - body) * 1.1, 0.025], [0, 0, -0.9]),
  ];
});

/**
 * An open bin: what is thrown in lies on its bottom (a bag liner), seen from above as clicks reach
 * it. Its wall is the simulator's cylinder for it (the whole box's inscribed cylinder): what the wall
 * hides, clicks do not reach.
 */
export const garbageCan: Builder = ({ w, h, d }) => [
  cyl('black', [0, 0.01, 0], [w * 0.9, 0.02, d * 0.9]),
  mesh('tube', 'charcoal', [0, h / 2, 0], [w, h, d]),
  mesh('tube', 'steelDark', [0, h - 0.02, 0], [w, 0.04, d]),
];

export const garbageBag: Builder = ({ w, h, d }) => [
  mesh('sphere', 'black', [0, h * 0.42, 0], [w, h * 0.84, d]),
  mesh('cone', 'black', [0, h * 0.9, 0], [w * 0.25, h * 0.2, d * 0.25]),
];

export const candle: Builder = ({ w, h, d }, l) => [
  cyl('paper', [0, h * 0.42, 0], [w, h * 0.84, d]),
  cyl('black', [0, h * 0.88, 0], [w * 0.08, h * 0.08, d * 0.08]),
  ...(l.on ? [mesh('cone', 'flame', [0, h * 0.95, 0], [w * 0.3, h * 0.12, d * 0.3])] : []),
];

export const housePlant: Builder = ({ w, h, d }, l) => [
  cyl('terracotta', [0, h * 0.16, 0], [w * 0.55, h * 0.32, d * 0.55]),
  cyl(l.liquid ? 'coffee' : 'soil', [0, h * 0.31, 0], [w * 0.5, 0.01, d * 0.5]),
  mesh('sphere', 'leaf', [0, h * 0.62, 0], [w * 0.95, h * 0.55, d * 0.95]),
  mesh('sphere', 'plasticGreen', [w * 0.12, h * 0.82, -d * 0.08], [w * 0.5, h * 0.36, d * 0.5]),
  mesh('sphere', 'leaf', [-w * 0.15, h * 0.78, d * 0.1], [w * 0.45, h * 0.3, d * 0.45]),
];
