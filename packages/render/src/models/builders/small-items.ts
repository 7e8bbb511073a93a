/** Utensils, stationery, gadgets, sports gear and other small pickupable things. */
import type { MaterialKey } from '../materials.js';
import { box, cyl, group, mesh } from '../parts.js';
import { alongLongSide, sphere, type Builder } from './common.js';

/** A handle and a blade or head, laid along the long side: knives, forks, spoons, spatulas. */
const utensil = (handle: MaterialKey, head: MaterialKey, headShape: 'blade' | 'fork' | 'spoon' | 'spatula' | 'ladle', headFraction = 0.55): Builder =>
  (dims) => alongLongSide(dims, (len, wid) => {
    const h = Math.max(dims.h, 0.004);
    const headLen = len * headFraction;
    const handleLen = len - headLen;
    const hx = -len / 2 + handleLen / 2;
    const bx = len / 2 - headLen / 2;
    const handlePart = box(handle, [hx, h / 2, 0], [handleLen, Math.min(h, 0.015), Math.min(wid, 0.02)]);
    switch (headShape) {
      case 'blade': return [handlePart, box(head, [bx, h / 2, 0], [headLen, Math.min(h, 0.004), Math.min(wid, 0.04)])];
      case 'fork': return [handlePart, box(head, [bx - headLen * 0.25, h / 2, 0], [headLen * 0.5, 0.004, Math.min(wid, 0.025)]),
        ...[-1, 0, 1].map((i) => box(head, [bx + headLen * 0.25, h / 2, i * Math.min(wid, 0.025) * 0.35], [headLen * 0.5, 0.004, 0.004]))];
      case 'spoon': return [handlePart, mesh('sphere', head, [bx, h / 2, 0], [headLen, Math.max(h * 0.8, 0.006), Math.min(wid, 0.045)])];
      case 'spatula': return [handlePart, box(head, [bx, h * 0.3, 0], [headLen, 0.005, wid * 0.9])];
      case 'ladle': return [handlePart, mesh('bowl', head, [bx + headLen * 0.2, h * 0.5, 0], [Math.min(headLen, wid), h, Math.min(headLen, wid)])];
    }
  });

export const knife = utensil('black', 'chrome', 'blade', 0.62);
export const butterKnife = utensil('chrome', 'chrome', 'blade', 0.5);
export const fork = utensil('chrome', 'chrome', 'fork', 0.4);
export const spoon = utensil('chrome', 'chrome', 'spoon', 0.3);
export const spatula = utensil('black', 'black', 'spatula', 0.4);
export const ladle = utensil('steel', 'steel', 'ladle', 0.4);

export const book: Builder = (dims, l) => alongLongSide(dims, (len, wid) => {
  const h = dims.h;
  if (l.open > 0) {
    return [
      box('bookRed', [0, 0.003, 0], [len * 1.9, 0.006, wid]),
      box('paper', [-len * 0.47, h * 0.25, 0], [len * 0.9, h * 0.4, wid * 0.94]),
      box('paper', [len * 0.47, h * 0.25, 0], [len * 0.9, h * 0.4, wid * 0.94]),
    ];
  }
  return [
    box('bookRed', [0, h / 2, 0], [len, h, wid]),
    box('paper', [0.004, h / 2, 0.004], [len - 0.01, h * 0.8, wid - 0.006]),
  ];
});

export const newspaper: Builder = (dims) => alongLongSide(dims, (len, wid) => [
  box('paper', [0, dims.h / 2, 0], [len, dims.h, wid]),
  box('charcoal', [-len * 0.1, dims.h + 0.0005, -wid * 0.2], [len * 0.6, 0.001, wid * 0.15]),
]);

export const stick = (mat: MaterialKey, tip: MaterialKey): Builder => (dims) => alongLongSide(dims, (len, wid) => [
  cyl(mat, [0, dims.h / 2, 0], [Math.max(dims.h, 0.006), len * 0.9, Math.min(wid, 0.012)], [0, 0, Math.PI / 2]),
  mesh('cone', tip, [len * 0.475, dims.h / 2, 0], [Math.max(dims.h, 0.006), len * 0.05, Math.min(wid, 0.012)], [0, 0, -Math.PI / 2]),
]);

export const card = (mat: MaterialKey): Builder => ({ w, h, d }) => [
  box(mat, [0, h / 2, 0], [w, h, d]),
  box('gold', [-w * 0.25, h + 0.0003, 0], [w * 0.15, 0.0006, d * 0.2]),
];

export const keyChain: Builder = ({ w, h, d }) => [
  mesh('ring', 'steel', [-w * 0.25, h / 2, 0], [w * 0.4, d * 0.6, h], [Math.PI / 2, 0, 0]),
  box('chrome', [w * 0.2, h / 2, 0], [w * 0.5, h, d * 0.3]),
];

export const remoteControl: Builder = (dims) => alongLongSide(dims, (len, wid) => [
  box('black', [0, dims.h / 2, 0], [len, dims.h, wid]),
  ...[-0.3, -0.1, 0.1, 0.3].map((f) => box('steel', [len * f, dims.h + 0.001, 0], [len * 0.08, 0.002, wid * 0.5])),
  box('plasticRed', [len * 0.42, dims.h + 0.001, 0], [len * 0.06, 0.002, wid * 0.4]),
]);

export const cd: Builder = ({ w, h, d }) => [cyl('chrome', [0, h / 2, 0], [w, h, d]), cyl('steelDark', [0, h / 2 + 0.0005, 0], [w * 0.3, h, d * 0.3])];

export const watch: Builder = ({ w, h, d }) => [
  cyl('gold', [0, h / 2, 0], [Math.min(w, d) * 0.6, h, Math.min(w, d) * 0.6]),
  cyl('paper', [0, h + 0.0005, 0], [Math.min(w, d) * 0.5, 0.001, Math.min(w, d) * 0.5]),
  box('rubber', [0, h * 0.2, 0], [w, h * 0.4, Math.min(w, d) * 0.3]),
];

export const alarmClock: Builder = ({ w, h, d }) => [
  box('plasticRed', [0, h / 2, 0], [w, h, d]),
  box('paper', [0, h * 0.55, d / 2 + 0.001], [w * 0.75, h * 0.6, 0.002]),
  box('black', [0, h * 0.55, d / 2 + 0.002], [w * 0.02, h * 0.25, 0.002], [0, 0, 0.6]),
];

export const sponge: Builder = ({ w, h, d }) => [box('plasticYellow', [0, h * 0.35, 0], [w, h * 0.7, d]), box('plasticGreen', [0, h * 0.85, 0], [w, h * 0.3, d])];
export const soapBar: Builder = ({ w, h, d }) => [mesh('sphere', 'ceramicBlue', [0, h / 2, 0], [w, h, d]), box('ceramicBlue', [0, h * 0.35, 0], [w * 0.85, h * 0.7, d * 0.85])];
export const cloth: Builder = ({ w, h, d }, l) => [box('towel', [0, h / 2, 0], [w, h, d]), ...(l.dirty ? [box('stain', [w * 0.1, h + 0.001, 0], [w * 0.4, 0.002, d * 0.35])] : [])];
export const foil: Builder = (dims) => alongLongSide(dims, (len, wid) => [box('steel', [0, dims.h / 2, 0], [len, dims.h, wid]), cyl('chrome', [0, dims.h / 2, 0], [dims.h * 0.9, len * 1.01, dims.h * 0.9], [0, 0, Math.PI / 2])]);

export const scrubBrush: Builder = ({ w, h, d }) => [
  box('plasticWhite', [0, h * 0.06, 0], [w, h * 0.12, d]),
  cyl('plasticBlue', [0, h * 0.55, 0], [0.025, h * 0.9, 0.025]),
];

export const plunger: Builder = ({ w, h, d }) => [
  mesh('bowl', 'plasticRed', [0, h * 0.1, 0], [w, h * 0.2, d], [Math.PI, 0, 0]),
  cyl('woodLight', [0, h * 0.6, 0], [0.025, h * 0.8, 0.025]),
];

export const baseballBat: Builder = ({ w, h, d }) => [
  cyl('woodLight', [0, h * 0.65, 0], [Math.min(w, d) * 0.6, h * 0.7, Math.min(w, d) * 0.6]),
  cyl('woodLight', [0, h * 0.16, 0], [Math.min(w, d) * 0.3, h * 0.3, Math.min(w, d) * 0.3]),
];

export const ball: Builder = ({ w, h, d }) => [sphere('ballOrange', [0, h / 2, 0], [w, h, d]), mesh('ring', 'black', [0, h / 2, 0], [w * 1.01, h * 1.01, 0.004])];

export const tennisRacket: Builder = ({ w, h, d }) => alongLongSide({ w, h, d, drop: 0 }, (len, wid) => [
  group([0, h / 2, 0], [
    mesh('ring', 'plasticBlue', [0, h * 0.2, 0], [len * 0.9, h * 0.6, 0.02]),
    box('paper', [0, h * 0.2, 0], [len * 0.75, h * 0.5, 0.002]),
    cyl('black', [0, -h * 0.3, 0], [0.03, h * 0.4, Math.min(wid, 0.03)]),
  ]),
]);

export const dumbbell: Builder = (dims) => alongLongSide(dims, (len, wid) => [
  cyl('steel', [0, dims.h / 2, 0], [0.03, len, 0.03], [0, 0, Math.PI / 2]),
  ...[-1, 1].map((s) => cyl('black', [s * len * 0.38, dims.h / 2, 0], [dims.h, len * 0.24, wid * 0.95], [0, 0, Math.PI / 2])),
]);

export const boots: Builder = ({ w, h, d }) => [-1, 1].flatMap((s) => [
  box('woodDark', [s * w * 0.25, h * 0.45, -d * 0.1], [w * 0.4, h * 0.9, d * 0.55]),
  box('woodDark', [s * w * 0.25, h * 0.1, d * 0.2], [w * 0.4, h * 0.2, d * 0.55]),
  box('rubber', [s * w * 0.25, 0.01, 0.02], [w * 0.42, 0.02, d * 0.96]),
]);

/** Fallback for a type without its own model: the collision box in a neutral colour. */
export const plainBox: Builder = ({ w, h, d }) => [box('fabricGrey', [0, h / 2, 0], [w, h, d])];
