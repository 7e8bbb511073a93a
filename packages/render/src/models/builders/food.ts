/** Fruit, vegetables, bread, eggs and the slices the simulator makes of them. */
import type { MaterialKey } from '../materials.js';
import { box, cyl, group, mesh } from '../parts.js';
import { catalogEntry } from '@chorehouse/sim';
import { alongLongSide, shapeNodes, sphere, type Builder, type Dims } from './common.js';

/** Round produce: the body is the simulator's shape for it (the ellipsoid filling its box), so clicks end where it does. */
const body = (type: string, mat: MaterialKey, dims: Dims) => shapeNodes(catalogEntry(type).shapeParts, mat, dims);

export const apple: Builder = (dims) => [
  ...body('Apple', 'apple', dims),
  cyl('woodDark', [0, dims.h * 0.95, 0], [dims.w * 0.06, dims.h * 0.1, dims.d * 0.06]),
];

export const tomato: Builder = (dims) => [
  ...body('Tomato', 'tomato', dims),
  mesh('cone', 'leaf', [0, dims.h * 0.96, 0], [dims.w * 0.35, dims.h * 0.08, dims.d * 0.35]),
];

export const potato: Builder = (dims, l) => body('Potato', l.cooked ? 'potatoCooked' : 'potato', dims);

export const egg: Builder = ({ w, h, d }) => alongLongSide({ w, h, d, drop: 0 }, (len, wid) => [
  group([0, h / 2, 0], [sphere('egg', [0, 0, 0], [len, h, wid])]),
]);

export const lettuce: Builder = (dims) => {
  const { w, h, d } = dims;
  return [
    ...body('Lettuce', 'lettuce', dims),
    sphere('lettuceLight', [w * 0.08, h * 0.55, d * 0.05], [w * 0.75, h * 0.85, d * 0.75]),
    sphere('lettuce', [-w * 0.1, h * 0.5, -d * 0.1], [w * 0.8, h * 0.8, d * 0.7]),
  ];
};

export const bread: Builder = (dims) => alongLongSide(dims, (len, wid) => {
  const h = dims.h;
  return [
    box('bread', [0, h * 0.3, 0], [len, h * 0.6, wid]),
    cyl('bread', [0, h * 0.6, 0], [h * 0.8, len * 0.98, wid], [0, 0, Math.PI / 2]),
    box('breadCrumb', [len / 2 - 0.002, h * 0.4, 0], [0.005, h * 0.6, wid * 0.85]),
  ];
});

/** A slice stands on its edge: its thin side is the shorter horizontal one (a little thinner, so cuts show). */
function roundSlice(flesh: MaterialKey, skin: MaterialKey): Builder {
  return (dims) => alongLongSide(dims, (len, across) => {
    const h = dims.h;
    const thick = across * 0.75;
    return [
      cyl(flesh, [0, h / 2, 0], [len * 0.94, thick, h * 0.94], [Math.PI / 2, 0, 0]),
      mesh('tube', skin, [0, h / 2, 0], [len, thick * 0.98, h], [Math.PI / 2, 0, 0]),
    ];
  });
}

export const appleSliced = roundSlice('appleInside', 'apple');
export const tomatoSliced = roundSlice('tomatoInside', 'tomato');
export const lettuceSliced = roundSlice('lettuceLight', 'lettuce');
export const potatoSliced: Builder = (dims, l) => roundSlice(l.cooked ? 'potatoInsideCooked' : 'potatoInside', l.cooked ? 'potatoCooked' : 'potato')(dims, l);

export const breadSliced: Builder = (dims, l) => alongLongSide(dims, (len, across) => {
  const h = dims.h;
  const thick = across * 0.85;
  const crumb: MaterialKey = l.cooked ? 'toast' : 'breadCrumb';
  const crust: MaterialKey = l.cooked ? 'woodDark' : 'bread';
  return [
    box(crumb, [0, h * 0.42, 0], [len * 0.92, h * 0.8, thick]),
    box(crust, [0, h * 0.02, 0], [len, h * 0.04, thick * 1.02]),
    box(crust, [-len * 0.48, h * 0.42, 0], [len * 0.04, h * 0.84, thick * 1.02]),
    box(crust, [len * 0.48, h * 0.42, 0], [len * 0.04, h * 0.84, thick * 1.02]),
    cyl(crust, [0, h * 0.84, 0], [len, h * 0.3, thick * 1.02], [Math.PI / 2, 0, 0]),
    cyl(crumb, [0, h * 0.84, 0.0005], [len * 0.9, h * 0.24, thick * 1.04], [Math.PI / 2, 0, 0]),
  ];
});

export const eggCracked: Builder = ({ w, h, d }, l) => [
  cyl(l.cooked ? 'eggCooked' : 'eggWhite', [0, h * 0.2, 0], [w, h * 0.4, d]),
  sphere('yolk', [w * 0.05, h * 0.45, 0], [w * 0.4, h * 0.5, d * 0.4]),
];

