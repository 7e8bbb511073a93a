/** Cabinets, drawers, counters, tables, seats, beds and storage. */
import { OPENING_FRAME, chairParts, sizedParts } from '@chorehouse/sim';
import type { MaterialKey } from '../materials.js';
import { box, cyl, group, type ModelNode } from '../parts.js';
import { carcass, doorPanel, hingedDoor, shapeNodes, type Builder } from './common.js';

/** Cabinet walls and door panels: the simulator's rim around an open cabinet's front. */
const PANEL = OPENING_FRAME.Cabinet!;

export const cabinet: Builder = ({ w, h, d, innerTop }, l) => {
  // Sides (and a top) only up to a sink hanging into the cabinet from the counter above.
  const inner = Math.min(h, innerTop ?? h);
  const top = innerTop === undefined ? [box('cabinetInside', [0, h - PANEL / 2, -PANEL / 2], [w, PANEL, d - PANEL])] : [];
  return [
    ...carcass('cabinetInside', w, inner, d - PANEL, PANEL).slice(0, 3).map((p) => group([0, 0, -PANEL / 2], [p])),
    ...top,
    box('cabinetInside', [0, inner / 2, -d / 2 + PANEL / 2], [w, inner, PANEL]),
    box('cabinetInside', [0, Math.min(h / 2, inner * 0.6), 0], [w - 2 * PANEL, PANEL, d - 2 * PANEL]),
    hingedDoor([-w / 2, 0, d / 2 - PANEL], l.open, doorPanel('cabinet', w, h, PANEL, 'steel', 0.5)),
  ];
};

/**
 * A drawer box with its front panel. The simulator slides an open drawer's box (and what is in it)
 * out toward its front, so the model stands where the box is: drawn and clicked alike.
 */
export const drawer: Builder = ({ w, h, d, innerTop }) => {
  return [
    group([0, 0, 0], [
      ...carcass('cabinetInside', w - 0.01, Math.min(h * 0.85, innerTop ?? h), d - PANEL, 0.01, 'top').map((p) => group([0, 0, -PANEL / 2], [p])),
      box('cabinet', [0, h / 2, d / 2 - PANEL / 2], [w, h, PANEL]),
      box('steel', [0, h * 0.55, d / 2 + 0.01], [Math.min(0.16, w * 0.4), 0.015, 0.02]),
    ], undefined, 'drawer'),
  ];
};

/** A counter's stone slab; the body under it is the room's (models/counter-base.ts). */
export const counterTop: Builder = ({ w, h, d }) => [box('counterStone', [0, h / 2, 0], [w, h, d])];

function legs(mat: MaterialKey, w: number, d: number, top: number, size: number, inset: number): ModelNode[] {
  const x = w / 2 - inset - size / 2;
  const z = d / 2 - inset - size / 2;
  return [[-x, -z], [x, -z], [-x, z], [x, z]].map(([lx, lz]) => box(mat, [lx!, top / 2, lz!], [size, top, size]));
}

/** A table (or a stool): the simulator's top and legs for its size, so clicks pass under it where the picture does. */
export const table = (type: 'DiningTable' | 'CoffeeTable' | 'SideTable' | 'Stool', mat: MaterialKey, legMat: MaterialKey = mat): Builder => ({ w, h, d }) => {
  const [top, ...legParts] = sizedParts(type, { x: w, y: h, z: d }) ?? [];
  return [...shapeNodes(top ? [top] : [], mat, { w, h, d }), ...shapeNodes(legParts, legMat, { w, h, d })];
};

export const desk: Builder = ({ w, h, d }) => [
  box('wood', [0, h - 0.02, 0], [w, 0.04, d]),
  box('wood', [-w / 2 + 0.2, (h - 0.04) / 2, 0], [0.4, h - 0.04, d - 0.04]),
  box('wood', [w / 2 - 0.02, (h - 0.04) / 2, 0], [0.04, h - 0.04, d - 0.04]),
  ...[0.25, 0.55].map((f) => box('woodLight', [-w / 2 + 0.2, h * f, d / 2 - 0.015], [0.36, h * 0.25, 0.01])),
];

export const stool = table('Stool', 'woodDark', 'steelDark');

/** A chair drawn as the simulator's shape for it (chairParts): seat, back, cushion and legs. */
export const chair: Builder = (dims) => {
  const [seat, back, cushion, ...legParts] = chairParts(dims.w, dims.h, dims.d);
  return [
    ...shapeNodes([seat!, back!], 'wood', dims),
    ...shapeNodes([cushion!], 'fabricBeige', dims),
    ...shapeNodes(legParts, 'woodDark', dims),
  ];
};

/** Sofas and armchairs: base, seat cushions, back and arms; the front is the open side. */
export const upholstered = (mat: MaterialKey, cushions: number): Builder => ({ w, h, d }) => {
  const arm = Math.min(0.2, w * 0.12);
  const back = Math.min(0.25, d * 0.25);
  const seat = Math.min(0.45, h * 0.48);
  const seatW = (w - 2 * arm) / cushions;
  return [
    box(mat, [0, seat * 0.45, 0], [w, seat * 0.7, d]),
    box(mat, [0, (seat * 0.3 + h) / 2, -d / 2 + back / 2], [w, h - seat * 0.3, back]),
    box(mat, [-w / 2 + arm / 2, h * 0.35 + 0.05, 0], [arm, h * 0.7, d]),
    box(mat, [w / 2 - arm / 2, h * 0.35 + 0.05, 0], [arm, h * 0.7, d]),
    ...Array.from({ length: cushions }, (_, i) => box('cushion', [-w / 2 + arm + seatW * (i + 0.5), seat * 0.9, back / 2], [seatW - 0.02, seat * 0.22, d - back - 0.02])),
    ...legs('woodDark', w, d, 0.08, 0.05, 0.03),
  ];
};

export const ottoman: Builder = ({ w, h, d }) => [
  box('fabricBlue', [0, h * 0.55, 0], [w, h * 0.8, d]),
  ...legs('woodDark', w, d, h * 0.15, 0.05, 0.04),
];

export const bed: Builder = ({ w, h, d }, l) => {
  // Front = the foot; the headboard stands at the back.
  const frame = Math.min(0.35, h * 0.38);
  const mattress = Math.min(0.25, h * 0.27);
  const top = frame + mattress;
  return [
    box('wood', [0, frame / 2, 0.03], [w, frame, d - 0.06]),
    box('wood', [0, h / 2, -d / 2 + 0.03], [w, h, 0.06]),
    box('sheet', [0, frame + mattress / 2, 0.04], [w * 0.96, mattress, d - 0.12]),
    box(l.dirty ? 'fabricGrey' : 'duvet', [0, top + 0.02, d * 0.12], [w * 0.98, 0.06, d * 0.68]),
    box('sheet', [-w * 0.24, top + 0.06, -d / 2 + 0.25], [w * 0.4, 0.12, 0.3]),
    box('sheet', [w * 0.24, top + 0.06, -d / 2 + 0.25], [w * 0.4, 0.12, 0.3]),
    ...(l.dirty ? [box('stain', [w * 0.1, top + 0.052, d * 0.2], [w * 0.25, 0.004, d * 0.15])] : []),
  ];
};

export const dogBed: Builder = ({ w, h, d }) => [
  box('fabricRed', [0, h * 0.25, 0], [w, h * 0.5, d]),
  box('cushion', [0, h * 0.55, 0.03], [w * 0.8, h * 0.2, d * 0.75]),
  box('fabricRed', [0, h * 0.7, -d / 2 + 0.06], [w, h * 0.6, 0.12]),
];

/** Chests of drawers, TV stands, shelves: a body with drawer fronts or open shelves. */
export const dresser: Builder = ({ w, h, d }) => {
  const rows = h > 0.8 ? 4 : 3;
  const fronts = Array.from({ length: rows }, (_, i) => {
    const y = 0.08 + ((h - 0.12) / rows) * (i + 0.5);
    return [
      box('woodLight', [0, y, d / 2 + 0.005], [w - 0.06, (h - 0.12) / rows - 0.02, 0.01]),
      box('steel', [0, y, d / 2 + 0.015], [0.12, 0.015, 0.015]),
    ];
  }).flat();
  return [box('wood', [0, h / 2, 0], [w, h, d]), ...fronts];
};

export const tvStand: Builder = ({ w, h, d }) => [
  box('woodDark', [0, h - 0.02, 0], [w, 0.04, d]),
  box('woodDark', [0, 0.05, 0], [w, 0.04, d]),
  box('woodDark', [-w / 2 + 0.02, h / 2, 0], [0.04, h, d]),
  box('woodDark', [w / 2 - 0.02, h / 2, 0], [0.04, h, d]),
  box('woodDark', [0, h / 2, -d / 2 + 0.01], [w, h, 0.02]),
];

export const shelf: Builder = ({ w, h, d }) => [box('woodLight', [0, Math.min(0.025, h) / 2, 0], [w, Math.min(0.025, h), d])];

export const shelvingUnit: Builder = ({ w, h, d }) => [
  box('woodDark', [-w / 2 + 0.015, h / 2, 0], [0.03, h, d]),
  box('woodDark', [w / 2 - 0.015, h / 2, 0], [0.03, h, d]),
  box('woodDark', [0, h - 0.015, 0], [w, 0.03, d]),
];

export const safe: Builder = ({ w, h, d }, l) => [
  ...carcass('steelDark', w, h, d - 0.03, 0.03).map((p) => group([0, 0, -0.015], [p])),
  hingedDoor([-w / 2, 0, d / 2 - 0.03], l.open, [
    box('charcoal', [w / 2, h / 2, 0.015], [w, h, 0.03]),
    cyl('chrome', [w * 0.6, h * 0.55, 0.04], [0.08, 0.02, 0.08], [Math.PI / 2, 0, 0]),
  ]),
];

/** A cardboard box or a hamper: open top, flaps or a lid that lift when open. */
export const openTopBox = (mat: MaterialKey): Builder => ({ w, h, d }, l) => [
  ...carcass(mat, w, h, d, 0.01, 'top'),
  group([0, h, -d / 2], [box(mat, [0, 0.005, d / 2], [w, 0.01, d])], [l.open > 0 ? -1.9 : 0, 0, 0], 'lid'),
];

export const footstool: Builder = ({ w, h, d }) => [
  box('woodLight', [0, h - 0.02, 0], [w, 0.04, d]),
  ...legs('woodLight', w, d, h - 0.04, 0.04, 0.01),
];
