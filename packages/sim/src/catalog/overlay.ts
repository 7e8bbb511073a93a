/**
 * What the AI2-THOR dumps do not say about a type: how its receptacle behaves, what slicing
 * makes of it, which heat or cold it gives, and its collision shape (thor-world.md 1-3).
 */
/** The collision shape templates (shapes.ts gives each its parts). */
export type ShapeTemplate = 'box' | 'cylinder' | 'ellipsoid' | 'table' | 'panel' | 'hollow' | 'faucet' | 'coffeeMachine';

/** in: enclosed (contents hidden when closed); on: a surface; basin: open-topped container; holder: object-specific. */
export type ReceptacleKind = 'in' | 'on' | 'basin' | 'holder';

export const RECEPTACLE_KIND: Readonly<Record<string, ReceptacleKind>> = {
  Drawer: 'in', Cabinet: 'in', Fridge: 'in', Microwave: 'in', LaundryHamper: 'in', Box: 'in', Safe: 'in',
  DiningTable: 'on', TVStand: 'on', CoffeeTable: 'on', SideTable: 'on', Desk: 'on', Dresser: 'on',
  CounterTop: 'on', Shelf: 'on', ShelvingUnit: 'on', ArmChair: 'on', Sofa: 'on', Ottoman: 'on', Bathtub: 'on',
  Plate: 'on', Floor: 'on', Bed: 'on', Chair: 'on', Stool: 'on', Footstool: 'on', DogBed: 'on',
  Cup: 'basin', Bowl: 'basin', Mug: 'basin', Pan: 'basin', Pot: 'basin', GarbageCan: 'basin', Sink: 'basin',
  SinkBasin: 'basin', BathtubBasin: 'basin', Toilet: 'basin',
  CoffeeMachine: 'holder', Toaster: 'holder', StoveBurner: 'holder', ToiletPaperHanger: 'holder',
  TowelHolder: 'holder', HandTowelHolder: 'holder',
};

/** Receptacles that refuse a Place while closed (AI2-THOR's list; Safe and Toilet are not on it). */
export const MUST_BE_OPEN_TO_PLACE: ReadonlySet<string> = new Set([
  'Drawer', 'Cabinet', 'Fridge', 'Microwave', 'LaundryHamper', 'Box',
]);

/** Object-specific receptacles: the types they accept, one object at a time. */
export const HOLDER_ACCEPTS: Readonly<Record<string, readonly string[]>> = {
  CoffeeMachine: ['Mug'],
  Toaster: ['BreadSliced'],
  StoveBurner: ['Pot', 'Pan', 'Kettle'],
  ToiletPaperHanger: ['ToiletPaper'],
  TowelHolder: ['Towel'],
  HandTowelHolder: ['HandTowel'],
};

export interface SliceRule {
  readonly into: string;
  readonly count: number;
  /** Bread leaves an end piece `<id>|Bread_0` that keeps type Bread (TEACh data). */
  readonly heel: boolean;
}

/** Slice counts are a project choice: AI2-THOR's exact counts were not verifiable (thor-world.md 7). */
export const SLICE_RULES: Readonly<Record<string, SliceRule>> = {
  Apple: { into: 'AppleSliced', count: 7, heel: false },
  Bread: { into: 'BreadSliced', count: 9, heel: true },
  Lettuce: { into: 'LettuceSliced', count: 7, heel: false },
  Potato: { into: 'PotatoSliced', count: 7, heel: false },
  Tomato: { into: 'TomatoSliced', count: 7, heel: false },
  Egg: { into: 'EggCracked', count: 1, heel: false },
};

/** Types that exist only after a slice; they are not in the scene dumps. */
export const DERIVED_TYPES: Readonly<Record<string, { readonly from: string; readonly cookable: boolean }>> = {
  AppleSliced: { from: 'Apple', cookable: false },
  BreadSliced: { from: 'Bread', cookable: true },
  LettuceSliced: { from: 'Lettuce', cookable: false },
  PotatoSliced: { from: 'Potato', cookable: true },
  TomatoSliced: { from: 'Tomato', cookable: false },
  EggCracked: { from: 'Egg', cookable: true },
};

export type HeatKind = 'stove' | 'microwave' | 'toaster' | 'coffee';

export const HEAT_KIND: Readonly<Record<string, HeatKind>> = {
  StoveBurner: 'stove', Microwave: 'microwave', Toaster: 'toaster', CoffeeMachine: 'coffee',
};

/** Sinks and bathtubs: the faucet rule fills and cleans what is in them; Pour empties into them. */
export const BASIN_TYPES: ReadonlySet<string> = new Set(['Sink', 'SinkBasin', 'Bathtub', 'BathtubBasin']);

/** Liquids a fillable type can hold; absent = water, coffee and wine. Plants take only water. */
export const LIQUIDS_ACCEPTED: Readonly<Record<string, readonly Liquid[]>> = {
  HousePlant: ['water'],
};

export type Liquid = 'water' | 'coffee' | 'wine';

/** Drawn as the ellipsoid filling their box (round produce, a ball). */
const ELLIPSOIDS = ['Apple', 'Tomato', 'Potato', 'Egg', 'Lettuce', 'BasketBall'];
const CYLINDERS = [
  'Bowl', 'Cup', 'Mug', 'Plate', 'Pot', 'Pan', 'Bottle',
  'WineBottle', 'Vase', 'Candle', 'SaltShaker', 'PepperShaker', 'SoapBottle', 'SprayBottle', 'Kettle',
  'HousePlant', 'GarbageCan', 'ToiletPaper', 'PaperTowelRoll', 'StoveBurner', 'StoveKnob',
  'CD', 'Watch', 'WateringCan', 'Plunger', 'FloorLamp', 'AppleSliced', 'TomatoSliced', 'PotatoSliced',
  'EggCracked', 'LettuceSliced',
];
const HOLLOWS = ['Sink', 'Bathtub'];
const TABLES = ['DiningTable', 'CoffeeTable', 'SideTable', 'Desk', 'Stool'];
const PANELS = ['Painting', 'Poster', 'Window', 'Mirror', 'Blinds', 'Curtains', 'ShowerGlass', 'ShowerDoor', 'ShowerCurtain', 'LightSwitch'];

export function shapeTemplateOf(type: string): ShapeTemplate {
  if (ELLIPSOIDS.includes(type)) return 'ellipsoid';
  if (CYLINDERS.includes(type)) return 'cylinder';
  if (TABLES.includes(type)) return 'table';
  if (HOLLOWS.includes(type)) return 'hollow';
  if (PANELS.includes(type)) return 'panel';
  if (type === 'Faucet') return 'faucet';
  if (type === 'CoffeeMachine') return 'coffeeMachine';
  return 'box';
}
