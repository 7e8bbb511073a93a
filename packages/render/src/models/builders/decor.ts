/** Things on walls, windows, shower screens, plants, towels and ornaments. */
import type { MaterialKey } from '../materials.js';
import { box, cyl, group, mesh } from '../parts.js';
import { alongLongSide, sphere, type Builder } from './common.js';

/** A framed picture; the thin side is its depth. */
export const framed = (art: MaterialKey, frame: MaterialKey): Builder => ({ w, h, d }) => [
  box(frame, [0, h / 2, 0], [w, h, Math.min(d, 0.04)]),
  box(art, [0, h / 2, Math.min(d, 0.04) / 2 + 0.001], [w * 0.86, h * 0.86, 0.002]),
  box('canvasArt2', [-w * 0.12, h * 0.42, Math.min(d, 0.04) / 2 + 0.002], [w * 0.3, h * 0.3, 0.002]),
];

export const mirror: Builder = ({ w, h, d }, l) => [
  box('steelDark', [0, h / 2, 0], [w, h, Math.min(d, 0.03)]),
  box('mirror', [0, h / 2, Math.min(d, 0.03) / 2 + 0.001], [w * 0.94, h * 0.94, 0.002]),
  ...(l.dirty ? [box('stain', [w * 0.15, h * 0.6, Math.min(d, 0.03) / 2 + 0.003], [w * 0.25, h * 0.15, 0.001])] : []),
];

export const window: Builder = ({ w, h, d }) => {
  const t = Math.min(d, 0.08);
  return [
    box('windowSky', [0, h / 2, 0], [w, h, 0.01]),
    box('plasticWhite', [0, 0.03, 0], [w, 0.06, t]),
    box('plasticWhite', [0, h - 0.03, 0], [w, 0.06, t]),
    box('plasticWhite', [-w / 2 + 0.03, h / 2, 0], [0.06, h, t]),
    box('plasticWhite', [w / 2 - 0.03, h / 2, 0], [0.06, h, t]),
    box('plasticWhite', [0, h / 2, 0], [0.04, h, t * 0.8]),
  ];
};

export const blinds: Builder = ({ w, h, d }, l) => {
  const slats = Math.max(3, Math.round(h / 0.05));
  return Array.from({ length: slats }, (_, i) => box('plasticWhite', [0, h * ((i + 0.5) / slats), 0], [w, h / slats * 0.6, Math.min(d, 0.04)], [l.open > 0 ? 1.2 : 0.1, 0, 0]));
};

export const curtains: Builder = ({ w, h, d }) => [
  cyl('steelDark', [0, h - 0.02, 0], [0.03, w, 0.03], [0, 0, Math.PI / 2]),
  ...[-1, 1].map((s) => box('fabricRed', [s * w * 0.36, h / 2, 0], [w * 0.26, h - 0.05, Math.min(d, 0.06)])),
];

/** Shower glass, doors and curtains: a thin translucent or fabric panel with a frame. */
export const showerPanel = (mat: MaterialKey): Builder => ({ w, h, d }, l) => {
  const t = Math.min(d, 0.02);
  const slide = mat === 'glass' ? 0 : l.open * w * 0.6;
  return [
    box('chrome', [0, h - 0.01, 0], [w, 0.02, t * 2]),
    group([slide, 0, 0], [box(mat, [0, h / 2, 0], [w - slide * 0 - 0.01, h - 0.03, t])], undefined, 'door'),
  ];
};

export const statue: Builder = ({ w, h, d }) => [
  box('ceramic', [0, h * 0.06, 0], [w, h * 0.12, d]),
  cyl('ceramic', [0, h * 0.4, 0], [w * 0.4, h * 0.56, d * 0.4]),
  sphere('ceramic', [0, h * 0.82, 0], [w * 0.45, h * 0.3, d * 0.45]),
];

export const tableTopDecor: Builder = ({ w, h, d }) => [
  mesh('bowl', 'woodLight', [0, h * 0.5, 0], [w, h, d]),
  sphere('apple', [-w * 0.15, h * 0.6, 0], [w * 0.25, w * 0.25, w * 0.25]),
  sphere('plasticYellow', [w * 0.15, h * 0.6, d * 0.05], [w * 0.25, w * 0.25, w * 0.25]),
];

export const roomDecor: Builder = ({ w, h, d }) => [
  cyl('terracotta', [0, h * 0.2, 0], [w * 0.7, h * 0.4, d * 0.7]),
  cyl('woodDark', [0, h * 0.55, 0], [0.02, h * 0.5, 0.02]),
  sphere('leaf', [0, h * 0.78, 0], [w, h * 0.45, d]),
];

export const teddyBear: Builder = ({ w, h, d }) => [
  sphere('teddy', [0, h * 0.3, 0], [w * 0.7, h * 0.55, d * 0.7]),
  sphere('teddy', [0, h * 0.75, 0], [w * 0.5, h * 0.4, d * 0.5]),
  sphere('teddy', [-w * 0.18, h * 0.93, 0], [w * 0.16, h * 0.12, d * 0.1]),
  sphere('teddy', [w * 0.18, h * 0.93, 0], [w * 0.16, h * 0.12, d * 0.1]),
  sphere('black', [0, h * 0.72, d * 0.25], [w * 0.08, h * 0.06, d * 0.05]),
];

export const towel = (mat: MaterialKey): Builder => ({ w, h, d }, l) => [
  box(mat, [0, h / 2, 0], [w, h, Math.min(d, 0.03)]),
  box(l.dirty ? 'stain' : 'towelWhite', [0, h * 0.15, Math.min(d, 0.03) / 2 + 0.001], [w * 0.9, h * 0.05, 0.002]),
];

export const towelHolder: Builder = ({ w, h, d }) => [
  cyl('chrome', [0, h / 2, 0], [Math.min(h, d) * 0.6, w, Math.min(h, d) * 0.6], [0, 0, Math.PI / 2]),
  box('chrome', [-w / 2 + 0.01, h / 2, -d / 4], [0.02, h, d / 2]),
  box('chrome', [w / 2 - 0.01, h / 2, -d / 4], [0.02, h, d / 2]),
];

export const toiletPaperHanger: Builder = ({ w, h, d }) => [
  box('chrome', [0, h / 2, -d / 2 + 0.01], [w * 0.4, h * 0.6, 0.02]),
  cyl('chrome', [0, h * 0.5, 0], [0.015, w, 0.015], [0, 0, Math.PI / 2]),
];

/** A roll standing upright (toilet paper, paper towels). */
export const roll: Builder = ({ w, h, d }, l) => [
  mesh('tube', 'paper', [0, h / 2, 0], [l.usedUp ? w * 0.45 : w, h, l.usedUp ? d * 0.45 : d]),
  mesh('tube', 'woodLight', [0, h / 2, 0], [w * 0.35, h * 1.001, d * 0.35]),
];

export const tissueBox: Builder = ({ w, h, d }) => [
  box('plasticBlue', [0, h * 0.45, 0], [w, h * 0.9, d]),
  box('paper', [0, h * 0.95, 0], [w * 0.3, h * 0.12, d * 0.3], [0.3, 0.2, 0]),
];

export const pillow: Builder = (dims) => alongLongSide(dims, (len, wid) => [
  mesh('sphere', 'cushion', [0, dims.h / 2, 0], [len, dims.h, wid]),
  box('cushion', [0, dims.h / 2, 0], [len * 0.85, dims.h * 0.6, wid * 0.8]),
]);
