/**
 * Parameters as people read them in texts: a task's descriptions are shown to the Commander, so
 * `CounterTop` reads "counter" and a class such as `WritingUtensils` reads "writing utensil".
 * Conditions keep the raw names; only texts go through here.
 */
import { displayName } from '@chorehouse/sim';
import { paramFiller } from './substitute.js';

/** Type and class names whose plain word is not just the split name. */
const PLAIN_NAMES: Readonly<Record<string, string>> = {
  CounterTop: 'counter', DiningTable: 'dining table', CoffeeTable: 'coffee table', SideTable: 'side table',
  Tables: 'table', Chairs: 'chair', Knives: 'knife', Lamps: 'lamp', Lights: 'light', Computers: 'computer',
  Appliances: 'appliance', Condiments: 'condiment', CleaningProducts: 'cleaning product', HygieneProducts: 'hygiene product',
  KitchenUtensils: 'kitchen utensil', SmallHandheldObjects: 'small object', WaterSources: 'tap', Vegetables: 'vegetable',
  WritingUtensils: 'writing utensil', Electronics: 'electronic device', Furniture: 'piece of furniture', Silverware: 'piece of cutlery',
  Tableware: 'piece of tableware', Dishware: 'dish', Drinkware: 'cup or mug', Cookware: 'pot or pan',
  SportsEquipment: 'piece of sports equipment', MediaEntertainment: 'media device', RoomDecor: 'decoration', WallDecor: 'wall decoration',
};

const NAME = /^[A-Z][A-Za-z]*$/;

/** "CounterTop" -> "counter"; digits, prepositions and other words stay as they are. */
export function plainParam(param: string): string {
  if (!NAME.test(param)) return param;
  return PLAIN_NAMES[param] ?? displayName(param);
}

/** Fills `#n` in a text with the plain words of the parameters. */
export function textFiller(params: readonly string[]): (text: string) => string {
  return paramFiller(params.map(plainParam));
}
