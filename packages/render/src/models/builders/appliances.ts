/** Kitchen and bathroom appliances, sinks and electronics; lit states glow. */
import { catalogEntry, OPENING_FRAME, sizedParts } from '@chorehouse/sim';
import { box, cyl, group, mesh, type ModelNode } from '../parts.js';
import { alongLongSide, carcass, doorPanel, hingedDoor, shapeNodes, sphere, type Builder } from './common.js';

export const fridge: Builder = ({ w, h, d }, l) => {
  // Its walls are the simulator's rim around the open front.
  const t = OPENING_FRAME.Fridge!;
  const split = h * 0.68;
  const inner = d - t;
  return [
    ...carcass('whiteEnamel', w, h, inner, t).map((p) => group([0, 0, -t / 2], [p])),
    box('plasticWhite', [0, h * 0.45, -inner / 2 + t + 0.002], [w - 2 * t, h * 0.8, 0.004]),
    box('glass', [0, h * 0.33, 0], [w - 2 * t, 0.01, inner - 2 * t]),
    box('glass', [0, split, 0], [w - 2 * t, 0.02, inner - 2 * t]),
    box('glass', [0, h * 0.85, 0], [w - 2 * t, 0.01, inner - 2 * t]),
    hingedDoor([-w / 2, 0.02, d / 2 - t], l.open, doorPanel('whiteEnamel', w, split - 0.03, t, 'steel', 0.85)),
    hingedDoor([-w / 2, split, d / 2 - t], l.open, doorPanel('whiteEnamel', w, h - split - 0.01, t, 'steel', 0.2)),
  ];
};

export const microwave: Builder = ({ w, h, d }, l) => {
  const t = OPENING_FRAME.Microwave!;
  return [
    ...carcass('charcoal', w, h, d - t, t).map((p) => group([0, 0, -t / 2], [p])),
    box(l.on ? 'lampShadeOn' : 'cabinetInside', [0, h * 0.5, -d / 2 + t + 0.004], [w - 2 * t, h - 2 * t, 0.004]),
    // The door spans the whole front, control strip and all: an open microwave shows everything it
    // holds, as the simulator's clicks reach it through the front. Seen from the front, local +x is
    // on the left: the door hinges there.
    hingedDoor([w / 2, 0, d / 2 - t], l.open, [
      box('charcoal', [-w / 2, h / 2, t / 2], [w, h, t]),
      box(l.on ? 'lampShadeOn' : 'black', [-w * 0.37, h / 2, t + 0.001], [w * 0.56, h * 0.65, 0.003]),
      box('steelDark', [-w * 0.86, h / 2, t + 0.001], [w * 0.24, h * 0.9, 0.003]),
      box(l.on ? 'ledOn' : 'black', [-w * 0.86, h * 0.8, t + 0.003], [w * 0.16, h * 0.1, 0.004]),
      ...[0.55, 0.42, 0.29].map((y) => box('steel', [-w * 0.86, h * y, t + 0.003], [w * 0.14, h * 0.06, 0.004])),
    ], 'right'),
  ];
};

export const toaster: Builder = (dims, l) => alongLongSide(dims, (len, wid) => {
  const h = dims.h;
  const t = Math.min(OPENING_FRAME.Toaster!, wid * 0.15);
  const slot = l.on ? 'heatGlow' : 'black';
  return [
    // Open at the top: a slice in it shows from above, where the simulator's clicks reach it. One
    // open slot, no divider: the simulator's toaster has nothing inside that could hide a slice.
    ...carcass('steel', len, h, wid, t, 'top'),
    box(slot, [0, t + 0.004, 0], [len - 2 * t, 0.008, wid - 2 * t]),
    box('black', [len * 0.51, l.on ? h * 0.3 : h * 0.7, 0], [0.02, h * 0.08, wid * 0.2]),
    box(l.on ? 'ledOn' : 'ledOff', [len * 0.505, h * 0.15, wid * 0.25], [0.006, 0.012, 0.012]),
  ];
});

/**
 * A coffee machine drawn as the simulator's shape for it (base, back column, head, spout), turned
 * to its front as the simulator turns the shape; lights and the drip tray lie flat on its faces.
 */
export const coffeeMachine: Builder = (dims, l) => {
  const { w, h, d } = dims;
  return [
    ...shapeNodes(catalogEntry('CoffeeMachine').shapeParts, 'charcoal', dims),
    box('steelDark', [0, h * 0.08 + 0.001, d * 0.15], [w * 0.55, 0.002, d * 0.4]),
    box(l.on ? 'ledOn' : 'ledOff', [w * 0.3, h * 0.9, d / 2 + 0.001], [0.03, 0.02, 0.004]),
    box(l.on ? 'heatGlow' : 'steelDark', [-w * 0.2, h * 0.9, d / 2 + 0.001], [w * 0.3, h * 0.08, 0.004]),
    ...(l.on ? [cyl('coffee', [0, h * 0.5, d * 0.18], [0.008, h * 0.35, 0.008])] : []),
  ];
};

export const stoveBurner: Builder = ({ w, h, d }, l) => [
  // A square of cooktop under the ring: where a burner is set into a counter, it fills the hole.
  box('charcoal', [0, h * 0.1, 0], [w, h * 0.2, d]),
  cyl('black', [0, h * 0.25, 0], [w, h * 0.5, d]),
  cyl(l.on ? 'burnerOn' : 'burnerOff', [0, h * 0.55, 0], [w * 0.7, h * 0.3, d * 0.7]),
  cyl('charcoal', [0, h * 0.6, 0], [w * 0.3, h * 0.4, d * 0.3]),
  box('charcoal', [0, h * 0.85, 0], [w * 0.98, h * 0.3, 0.012]),
  box('charcoal', [0, h * 0.85, 0], [0.012, h * 0.3, d * 0.98]),
];

/** A knob: on the stove's top (flat box) or its front (tall box); the pointer turns when on. */
export const stoveKnob: Builder = ({ w, h, d }, l) => {
  const turn = l.on ? -0.9 : 0;
  if (h < Math.min(w, d)) {
    return [
      cyl('charcoal', [0, h / 2, 0], [w * 0.8, h, d * 0.8]),
      box(l.on ? 'burnerOn' : 'steel', [0, h + 0.001, 0], [w * 0.12, 0.003, d * 0.7], [0, turn, 0]),
    ];
  }
  return [
    cyl('charcoal', [0, h / 2, 0], [w * 0.9, d, h * 0.9], [Math.PI / 2, 0, 0]),
    box(l.on ? 'burnerOn' : 'steel', [0, h / 2, d / 2 + 0.002], [w * 0.12, h * 0.7, 0.004], [0, 0, turn]),
  ];
};

/**
 * A faucet drawn over the simulator's collision shape for it (a plate on the counter and a
 * central column), plus the spout and handles: every point a click can hit is drawn.
 */
export const faucet: Builder = ({ w, h, d }, l) => {
  const col = catalogEntry('Faucet').shapeParts[1];
  const cw = col && col.kind === 'box' ? (col.max[0] - col.min[0]) * w : w * 0.3;
  const cd = col && col.kind === 'box' ? (col.max[2] - col.min[2]) * d : d * 0.3;
  const spout = d / 2 - cd / 2;
  const stream: ModelNode[] = l.on
    ? [cyl('waterStream', [0, (h * 0.85 - 0.2) / 2, spout], [0.03, h * 0.85 + 0.2, 0.03])]
    : [];
  return [
    box('chrome', [0, h * 0.05, 0], [w, h * 0.1, d]),
    box('chrome', [0, h / 2, 0], [cw, h, cd]),
    box('chrome', [0, h * 0.93, spout / 2], [cw * 0.7, h * 0.08, spout]),
    box('chrome', [w * 0.3, h * 0.2, 0], [w * 0.25, h * 0.05, cd * 0.6], [0, 0, l.on ? 0.5 : 0]),
    box('chrome', [-w * 0.3, h * 0.2, 0], [w * 0.25, h * 0.05, cd * 0.6]),
    ...stream,
  ];
};

/**
 * A sink around its basin, drawn as the simulator's own collision shape for it (a hollow: four
 * walls; the basin is the bottom), so that what the walls hide in the picture they also hide from clicks.
 */
export const sink: Builder = (dims) => shapeNodes(catalogEntry('Sink').shapeParts, 'steel', dims);

/**
 * A basin drawn as the simulator's shape for it (sizedParts): thin walls, and a bottom whose top is
 * the box's bottom, so a flat thing lying in it (a knife, a sponge) is drawn above it, where the
 * simulator's clicks find it; and a drain.
 */
export const basin = (type: 'SinkBasin' | 'BathtubBasin', mat: 'steel' | 'whiteEnamel'): Builder => (dims) => [
  ...shapeNodes(sizedParts(type, { x: dims.w, y: dims.h, z: dims.d }) ?? [], mat, dims),
  cyl('steelDark', [0, 0.001, 0], [0.05, 0.002, 0.05]),
];

/** A bathtub's rim drawn as the simulator's hollow for it (four walls); its basin is the bottom. */
export const bathtub: Builder = (dims) => shapeNodes(catalogEntry('Bathtub').shapeParts, 'whiteEnamel', dims);

export const toilet: Builder = ({ w, h, d }, l) => {
  const seatH = Math.min(h * 0.42, 0.42);
  return [
    box('ceramic', [0, h * 0.55, -d / 2 + d * 0.1], [w * 0.85, h * 0.45, d * 0.2]),
    box('ceramic', [0, h * 0.79, -d / 2 + d * 0.1], [w * 0.9, 0.03, d * 0.22]),
    cyl('ceramic', [0, seatH * 0.4, d * 0.05], [w * 0.55, seatH * 0.8, d * 0.45]),
    mesh('bowl', 'ceramic', [0, seatH * 0.85, d * 0.08], [w * 0.8, seatH * 0.4, d * 0.7]),
    cyl('water', [0, seatH * 0.8, d * 0.08], [w * 0.5, 0.004, d * 0.45]),
    mesh('tube', 'ceramic', [0, seatH + 0.01, d * 0.08], [w * 0.8, 0.025, d * 0.7]),
    group([0, seatH + 0.02, -d * 0.25], [cyl('ceramic', [0, 0.01, d * 0.33], [w * 0.78, 0.02, d * 0.66])], [-l.open * 1.5, 0, 0], 'lid'),
  ];
};

export const showerHead: Builder = ({ w, h, d }, l) => [
  cyl('chrome', [0, h * 0.5, -d / 2 + 0.02], [0.025, h, 0.025]),
  cyl('chrome', [0, h * 0.95, 0], [Math.min(w, 0.15), 0.03, Math.min(d, 0.15)]),
  ...(l.on ? [mesh('cone', 'waterStream', [0, h * 0.45, 0], [Math.min(w, 0.2), h * 0.9, Math.min(d, 0.2)])] : []),
];

export const television: Builder = ({ w, h, d }, l) => [
  box('black', [0, h * 0.02, -d * 0.1], [w * 0.35, h * 0.04, d * 0.8]),
  box('black', [0, h * 0.12, -d * 0.1], [w * 0.06, h * 0.2, 0.03]),
  box('black', [0, h * 0.6, 0], [w, h * 0.78, Math.min(d, 0.06)]),
  box(l.on ? 'screenOn' : 'screenOff', [0, h * 0.6, Math.min(d, 0.06) / 2 + 0.001], [w * 0.95, h * 0.72, 0.003]),
];

export const laptop: Builder = ({ w, h, d }, l) => {
  const base = 0.02;
  // The screen hinges at the back of the base; open, it stands a little past upright.
  const lid = Math.min(d, Math.max(0.05, (h - base) / 0.97));
  return [
    box('steelDark', [0, base / 2, 0], [w, base, d]),
    box('black', [0, base + 0.001, d * 0.05], [w * 0.85, 0.002, d * 0.5]),
    group([0, base, -d / 2 + 0.02], [
      box('steelDark', [0, 0.005, lid / 2], [w, 0.01, lid]),
      box(l.on ? 'screenOn' : 'screenOff', [0, 0.011, lid / 2], [w * 0.9, 0.002, lid * 0.85]),
    ], [l.open > 0 ? -1.62 : 0, 0, 0], 'lid'),
  ];
};

export const desktop: Builder = ({ w, h, d }, l) => [
  box('black', [0, h * 0.02, -d * 0.1], [w * 0.3, h * 0.04, d * 0.5]),
  box('black', [0, h * 0.15, -d * 0.1], [w * 0.06, h * 0.25, 0.04]),
  box('black', [0, h * 0.62, 0], [w, h * 0.7, 0.04]),
  box(l.on ? 'screenOn' : 'screenOff', [0, h * 0.62, 0.021], [w * 0.94, h * 0.62, 0.003]),
  box('plasticWhite', [0, 0.01, d * 0.35], [w * 0.6, 0.02, d * 0.2]),
];

export const cellPhone: Builder = (dims, l) => alongLongSide(dims, (len, wid) => [
  box('black', [0, dims.h / 2, 0], [len, dims.h, wid]),
  box(l.on ? 'screenOn' : 'screenOff', [0, dims.h + 0.0005, 0], [len * 0.88, 0.001, wid * 0.9]),
]);

export const deskLamp: Builder = ({ w, h, d }, l) => [
  cyl('charcoal', [0, 0.01, 0], [w * 0.6, 0.02, d * 0.6]),
  cyl('steel', [0, h * 0.35, 0], [0.02, h * 0.7, 0.02]),
  mesh('cone', l.on ? 'lampShadeOn' : 'lampShade', [0, h * 0.78, 0], [w, h * 0.44, d]),
  ...(l.on ? [sphere('bulbOn', [0, h * 0.62, 0], [0.05, 0.05, 0.05])] : []),
];

export const floorLamp: Builder = ({ w, h, d }, l) => [
  cyl('charcoal', [0, 0.015, 0], [w * 0.6, 0.03, d * 0.6]),
  cyl('steel', [0, h * 0.42, 0], [0.03, h * 0.84, 0.03]),
  mesh('cone', l.on ? 'lampShadeOn' : 'lampShade', [0, h * 0.86, 0], [w, h * 0.28, d]),
  ...(l.on ? [sphere('bulbOn', [0, h * 0.76, 0], [0.08, 0.08, 0.08])] : []),
];

export const lightSwitch: Builder = ({ w, h, d }, l) => [
  box('plasticWhite', [0, h / 2, 0], [w, h, d]),
  box(l.on ? 'ledOn' : 'steel', [0, l.on ? h * 0.6 : h * 0.4, d / 2 + 0.004], [w * 0.3, h * 0.25, 0.008]),
];

export const vacuumCleaner: Builder = ({ w, h, d }) => [
  box('plasticRed', [0, h * 0.15, 0], [w, h * 0.3, d]),
  cyl('steel', [0, h * 0.6, -d * 0.2], [0.04, h * 0.8, 0.04]),
  box('black', [0, h * 0.97, -d * 0.2], [w * 0.4, h * 0.05, 0.04]),
  cyl('rubber', [-w * 0.4, h * 0.05, 0], [h * 0.1, 0.04, h * 0.1], [0, 0, Math.PI / 2]),
  cyl('rubber', [w * 0.4, h * 0.05, 0], [h * 0.1, 0.04, h * 0.1], [0, 0, Math.PI / 2]),
];
