import { describe, expect, it } from 'vitest';
import { thing } from '../test-support/objects.js';
import { conditionHolds } from './conditions.js';
import { WorldObjects, type ObjectRecord } from './world-objects.js';

const holds = (obj: ObjectRecord, property: string, value: string | number | boolean | null, others: ObjectRecord[] = []) =>
  conditionHolds(obj, { property, value }, new WorldObjects([obj, ...others]));

describe('conditionHolds (teach-formats.md 2.5.1)', () => {
  it('fails when the object lacks the property, whatever the desired value', () => {
    const bare = { objectId: 'Mug|1', objectType: 'Mug' };
    expect(holds(bare, 'isDirty', 0)).toBe(false);
    expect(holds(bare, 'parentReceptacles', 'CounterTop')).toBe(false);
  });

  it.each([
    ['Sink', 'SinkBasin', true], ['SinkBasin', 'Sink', true], ['Bathtub', 'BathtubBasin', true],
    ['BathtubBasin', 'Bathtub', true], ['Sink', 'Bathtub', false], ['Mug', 'Mug', true], ['Mug', 'Cup', false],
  ])('objectType %s matches desired %s: %s', (type, desired, expected) => {
    expect(holds(thing(type, 1), 'objectType', desired)).toBe(expected);
  });

  it('treats an int 1/0 as a truthiness test', () => {
    expect(holds(thing('Mug', 1, { isDirty: null }), 'isDirty', 0)).toBe(true);
    expect(holds(thing('Mug', 1, { isDirty: 0 }), 'isDirty', 0)).toBe(true);
    expect(holds(thing('Mug', 1, { isDirty: [] }), 'isDirty', 0)).toBe(true);
    expect(holds(thing('Lamp', 1, { isToggled: 2 }), 'isToggled', 1)).toBe(true);
    expect(holds(thing('Lamp', 1, { isToggled: 'yes' }), 'isToggled', 1)).toBe(true);
    expect(holds(thing('Lamp', 1, { isToggled: false }), 'isToggled', 1)).toBe(false);
  });

  it('compares a JSON boolean by Python equality, where True == 1 but True != 2', () => {
    expect(holds(thing('Lamp', 1, { isToggled: 1 }), 'isToggled', true)).toBe(true);
    expect(holds(thing('Lamp', 1, { isToggled: 2 }), 'isToggled', true)).toBe(false);
    expect(holds(thing('Lamp', 1, { isToggled: 0 }), 'isToggled', false)).toBe(true);
  });

  it('matches a list property by membership, anything else by equality', () => {
    expect(holds(thing('Mug', 1), 'simbotObjectClass', 'Drinkware')).toBe(true);
    expect(holds(thing('Mug', 1), 'simbotObjectClass', 'Dishware')).toBe(false);
    expect(holds(thing('Mug', 1, { temperature: 'Hot' }), 'temperature', 'Hot')).toBe(true);
    expect(holds(thing('Mug', 1, { temperature: 'Hot' }), 'temperature', 'Cold')).toBe(false);
  });

  describe('simbotLastParentReceptacle', () => {
    const counter = thing('CounterTop', 1);
    const basin = thing('SinkBasin', 'Sink|1|SinkBasin');
    it('names the receptacle by type (with aliases) or class, not by id', () => {
      expect(holds(thing('Mug', 1, { simbotLastParentReceptacle: counter.objectId }), 'simbotLastParentReceptacle', 'CounterTop', [counter])).toBe(true);
      expect(holds(thing('Mug', 1, { simbotLastParentReceptacle: basin.objectId }), 'simbotLastParentReceptacle', 'Sink', [basin])).toBe(true);
      expect(holds(thing('Mug', 1, { simbotLastParentReceptacle: thing('DiningTable', 1).objectId }), 'simbotLastParentReceptacle', 'Tables', [thing('DiningTable', 1)])).toBe(true);
      expect(holds(thing('Mug', 1, { simbotLastParentReceptacle: 'Gone|1' }), 'simbotLastParentReceptacle', 'CounterTop', [counter])).toBe(false);
    });
    it('with a null desired value, is an equality test', () => {
      expect(holds(thing('Mug', 1), 'simbotLastParentReceptacle', null)).toBe(true);
      expect(holds(thing('Mug', 1, { simbotLastParentReceptacle: counter.objectId }), 'simbotLastParentReceptacle', null, [counter])).toBe(false);
    });
  });

  describe('parentReceptacles', () => {
    const counter = thing('CounterTop', 1);
    const plate = thing('Plate', 1, { simbotLastParentReceptacle: counter.objectId });
    it("uses the object's own list when it has one", () => {
      expect(holds(thing('Apple', 1, { parentReceptacles: [plate.objectId, counter.objectId] }), 'parentReceptacles', 'CounterTop', [plate, counter])).toBe(true);
      expect(holds(thing('Apple', 1, { parentReceptacles: [plate.objectId] }), 'parentReceptacles', 'Dishware', [plate, counter])).toBe(true);
    });
    it('falls back to the simbotLastParentReceptacle chain, transitively', () => {
      const apple = thing('Apple', 1, { parentReceptacles: null, simbotLastParentReceptacle: plate.objectId });
      expect(holds(apple, 'parentReceptacles', 'Plate', [plate, counter])).toBe(true);
      expect(holds(apple, 'parentReceptacles', 'CounterTop', [plate, counter])).toBe(true);
      expect(holds(apple, 'parentReceptacles', 'Fridge', [plate, counter])).toBe(false);
    });
    it('stops at a self-reference and cuts a loop instead of recursing forever', () => {
      const self = thing('Box', 1, { simbotLastParentReceptacle: 'Box|1' });
      expect(holds(self, 'parentReceptacles', 'Box')).toBe(false);
      const a = thing('Box', 'Box|a', { simbotLastParentReceptacle: 'Box|b' });
      const b = thing('Box', 'Box|b', { simbotLastParentReceptacle: 'Box|a' });
      const world = new WorldObjects([a, b]);
      expect(world.receptacleChain(a)).toEqual(['Box|b', 'Box|a']);
    });
    it('matches SinkBasin and Sink interchangeably', () => {
      const basin = thing('SinkBasin', 'Sink|1|SinkBasin');
      expect(holds(thing('Mug', 1, { parentReceptacles: [basin.objectId] }), 'parentReceptacles', 'Sink', [basin])).toBe(true);
    });
  });
});
