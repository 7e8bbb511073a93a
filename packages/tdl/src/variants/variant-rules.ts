/**
 * Which parameters each task can take in a floor plan, judged from the objects the room contains
 * and the catalog's capabilities. The rules are the project's choice: they keep a variant only if
 * a Follower could finish it in that room (a sink for cleaning, a knife for slicing, ...).
 */
import { OBJECT_CLASS_NAMES, OBJECT_TYPES } from '@chorehouse/sim';
import { entry, type SceneContents } from './scene-inventory.js';

/** A parameter that is a count: its index and the values offered, the first being the default. */
export interface CountParam {
  readonly index: number;
  readonly values: readonly string[];
}

export interface VariantRule {
  readonly taskName: string;
  readonly counts: readonly CountParam[];
  /** Every parameter list the room allows; count positions hold their default value. */
  readonly variants: (scene: SceneContents) => readonly (readonly string[])[];
}

/** Names a type-or-class parameter may take: every whole object type and every TEACh class. */
const OBJECT_NAMES: readonly string[] = [...new Set([
  ...OBJECT_TYPES.filter((t) => entry(t)?.derivedFrom === null),
  ...OBJECT_CLASS_NAMES,
])].sort();

/** Types whose slices are `<Type>Sliced` (not Egg, which cracks). */
const SLICEABLE: readonly string[] = OBJECT_TYPES.filter((t) => entry(t)?.slice?.into === `${t}Sliced`);

const counts = (indexes: readonly number[], values: readonly string[]): CountParam[] => indexes.map((index) => ({ index, values }));
const when = (ok: boolean): string[][] => (ok ? [[]] : []);

function canClean(scene: SceneContents, name: string): boolean {
  return scene.hasSink() && scene.members(name).some((t) => entry(t)?.dirtyable && entry(t)?.pickupable);
}

/** Every dirtyable member must be carried to the sink, so each must be pickupable. */
function canCleanAll(scene: SceneContents, name: string): boolean {
  const dirtyable = scene.members(name).filter((t) => entry(t)?.dirtyable);
  return scene.hasSink() && dirtyable.length > 0 && dirtyable.every((t) => entry(t)?.pickupable);
}

function canSlice(scene: SceneContents, type: string): boolean {
  // Sliced X asks for a Knife by type: a ButterKnife slices, but does not count.
  return scene.has(type) && scene.has('Knife');
}

function canCookSlice(scene: SceneContents, type: string): boolean {
  return canSlice(scene, type) && !!entry(`${type}Sliced`)?.cookable
    && (scene.canCook() || (type === 'Bread' && scene.has('Toaster')));
}

function canToast(scene: SceneContents): boolean {
  return canSlice(scene, 'Bread') && (scene.has('Toaster') || scene.canCook());
}

/** Dishes slices are served in, with the preposition their receptacle kind reads as. */
function servingDishes(scene: SceneContents): [dish: string, preposition: string][] {
  return scene.members('Dishware')
    .filter((t) => canClean(scene, t))
    .map((t) => [t, entry(t)?.receptacleKind === 'basin' ? 'in' : 'on']);
}

/** A type or class whose every present member can be picked up (so "all" of them can be moved). */
function canGather(scene: SceneContents, name: string): boolean {
  const members = scene.members(name);
  return members.length > 0 && members.every((t) => entry(t)?.pickupable);
}

/** A piece of furniture or a fixture to put things on or in; null if `name` is none (or mixes on/in). */
function targetPreposition(scene: SceneContents, name: string): string | null {
  const receptacles = scene.members(name).filter((t) => entry(t)?.receptacle);
  if (receptacles.length === 0) return null;
  const kinds = new Set(receptacles.map((t) => entry(t)?.receptacleKind));
  const fixed = receptacles.every((t) => !entry(t)?.pickupable && t !== 'Floor');
  if (!fixed) return null;
  if (kinds.size === 1 && kinds.has('on')) return 'on';
  if (kinds.size === 1 && kinds.has('in')) return 'in';
  return null;
}

function putAllVariants(scene: SceneContents): string[][] {
  const targets = OBJECT_NAMES.flatMap((y) => {
    const preposition = targetPreposition(scene, y);
    return preposition ? [[y, preposition] as const] : [];
  });
  const sources = OBJECT_NAMES.filter((x) => canGather(scene, x));
  return sources.flatMap((x) => targets
    .filter(([y]) => !scene.members(x).some((t) => scene.members(y).includes(t)))
    .map(([y, preposition]) => [x, preposition, y]));
}

const coffee = (s: SceneContents) => s.has('Mug') && s.has('CoffeeMachine');
const plateOfToast = (s: SceneContents) => canToast(s) && canClean(s, 'Plate');
const omelette = (s: SceneContents) => s.has('Egg') && s.has('Knife') && s.canCook();
const poachEgg = (s: SceneContents) => s.has('Egg') && s.has('Knife') && s.canBoil();
const candles = (s: SceneContents) => s.has('Candle') && s.hasAny('Bathtub', 'BathtubBasin');
const sandwich = (s: SceneContents) => plateOfToast(s) && canSlice(s, 'Lettuce') && canSlice(s, 'Tomato');
const salad = (s: SceneContents) => canSlice(s, 'Lettuce') && canSlice(s, 'Tomato') && canCookSlice(s, 'Potato') && canClean(s, 'Plate');

/** Surfaces one would lay breakfast out on (a shelf or a stool would not do). */
const BREAKFAST_SPOTS: readonly string[] = ['CounterTop', 'DiningTable', 'CoffeeTable', 'SideTable', 'Desk'];

const BREAKFAST_COUNTS: readonly CountParam[] = [
  { index: 0, values: ['1', '0', '2'] }, { index: 1, values: ['1', '0'] }, { index: 2, values: ['0', '1'] },
  { index: 4, values: ['0', '1'] }, { index: 6, values: ['0', '1'] }, ...counts([7, 8], ['1', '0', '2']),
  { index: 9, values: ['0', '1'] }, ...counts([10, 11, 12], ['1', '0', '2']),
];

export const VARIANT_RULES: readonly VariantRule[] = [
  { taskName: 'Toast', counts: [], variants: (s) => when(canToast(s)) },
  { taskName: 'Coffee', counts: [], variants: (s) => when(coffee(s)) },
  { taskName: 'Clean X', counts: [], variants: (s) => OBJECT_NAMES.filter((x) => canClean(s, x)).map((x) => [x]) },
  { taskName: 'Sliced X', counts: [], variants: (s) => SLICEABLE.filter((x) => canSlice(s, x)).map((x) => [x]) },
  { taskName: 'Cooked Slice Of X', counts: [], variants: (s) => SLICEABLE.filter((x) => canCookSlice(s, x)).map((x) => [x]) },
  { taskName: 'Plate Of Toast', counts: [], variants: (s) => when(plateOfToast(s)) },
  {
    taskName: 'N Cooked Slices Of X In Y', counts: counts([0], ['1', '2', '3']),
    variants: (s) => SLICEABLE.filter((x) => canCookSlice(s, x)).flatMap((x) => servingDishes(s).map(([y, p]) => ['1', x, p, y])),
  },
  {
    taskName: 'N Slices Of X In Y', counts: counts([0], ['1', '2', '3']),
    variants: (s) => SLICEABLE.filter((x) => canSlice(s, x)).flatMap((x) => servingDishes(s).map(([y, p]) => ['1', x, p, y])),
  },
  { taskName: 'Omelette', counts: [], variants: (s) => when(omelette(s)) },
  { taskName: 'Put All X On Y', counts: [], variants: putAllVariants },
  { taskName: 'Put All X In One Y', counts: [], variants: putAllVariants },
  {
    taskName: 'Boil X', counts: [],
    variants: (s) => OBJECT_TYPES.filter((x) => s.has(x) && entry(x)?.cookable && s.canBoil()).map((x) => [x]),
  },
  { taskName: 'Poach Egg', counts: [], variants: (s) => when(poachEgg(s)) },
  { taskName: 'Water Plant', counts: [], variants: (s) => when(s.has('HousePlant') && s.hasWater()) },
  { taskName: 'Clean All X', counts: [], variants: (s) => OBJECT_NAMES.filter((x) => canCleanAll(s, x)).map((x) => [x]) },
  {
    taskName: 'Toggle X All Y', counts: [],
    variants: (s) => OBJECT_NAMES
      .filter((y) => s.members(y).length > 0 && s.members(y).every((t) => entry(t)?.toggleable))
      .flatMap((y) => [['on', '1', y], ['off', '0', y]]),
  },
  { taskName: 'Tutorial', counts: [], variants: (s) => when(coffee(s) && canCookSlice(s, 'Potato')) },
  {
    taskName: 'Breakfast', counts: BREAKFAST_COUNTS,
    variants: (s) => {
      const ready = coffee(s) && sandwich(s) && salad(s) && canCookSlice(s, 'Potato') && canSlice(s, 'Apple');
      if (!ready) return [];
      const dishes = servingDishes(s).map(([dish]) => dish);
      const spots = BREAKFAST_SPOTS.filter((t) => s.has(t));
      return dishes.flatMap((potatoDish) => dishes.flatMap((appleDish) => spots.map((spot) =>
        ['1', '1', '0', potatoDish, '0', appleDish, '0', '1', '1', '0', '1', '1', '1', spot])));
    },
  },
  { taskName: 'Sandwich', counts: counts([0, 1], ['1', '0', '2']), variants: (s) => (sandwich(s) ? [['1', '1']] : []) },
  { taskName: 'Salad', counts: counts([0, 1, 2], ['1', '0', '2']), variants: (s) => (salad(s) ? [['1', '1', '1']] : []) },
  { taskName: 'Candles', counts: [], variants: (s) => when(candles(s)) },
  {
    taskName: 'Workspace', counts: counts([0, 1, 2], ['1', '0', '2']),
    variants: (s) => (s.members('WritingUtensils').length > 0 && s.has('Laptop') && s.has('Book') && s.has('LightSwitch')
      && s.members('Tables').some((t) => entry(t)?.receptacle) ? [['1', '1', '1']] : []),
  },
  {
    taskName: 'Basic Kitchen Tasks', counts: [],
    variants: (s) => when(coffee(s) && plateOfToast(s) && omelette(s) && s.has('Spatula') && s.has('Drawer')),
  },
  {
    taskName: 'Basic Bathroom Tasks', counts: [],
    variants: (s) => when(s.has('Faucet') && candles(s) && s.has('SoapBar') && s.has('CounterTop')),
  },
  {
    taskName: 'Custom Properties Kitchen Tasks', counts: [],
    variants: (s) => when(s.has('Potato') && s.canBoil() && poachEgg(s)),
  },
];
