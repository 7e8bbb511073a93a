import { describe, expect, it } from 'vitest';
import { thing } from '../test-support/objects.js';
import { WorldObjects } from './world-objects.js';

describe('WorldObjects.withReplaced (an index shared with a list some records of which were made again)', () => {
  const plate = thing('Plate', 1, { parentReceptacles: ['CounterTop|1'] });
  const apple = thing('Apple', 1, { parentReceptacles: null, simbotLastParentReceptacle: 'Plate|1' });
  const mug = thing('Mug', 1, { parentReceptacles: ['CounterTop|1'] });
  const counter = thing('CounterTop', 1);
  const resting = [counter, plate, apple, mug];

  it('is the index itself for the same list', () => {
    const index = new WorldObjects(resting);
    expect(index.withReplaced(resting)).toBe(index);
  });

  it('looks ids up to the replacing records, and narrows to them in place', () => {
    const carried = { ...mug, parentReceptacles: null, position: { x: 1, y: 1, z: 1 } };
    const derived = new WorldObjects(resting).withReplaced([counter, plate, apple, carried]);
    expect(derived.byId('Mug|1')).toBe(carried);
    expect(derived.byId('Plate|1')).toBe(plate);
    expect(derived.narrowTo(['Mug'], [])).toEqual([carried]);
    expect(derived.narrowTo([], ['Drinkware'])).toEqual(new WorldObjects([counter, plate, apple, carried]).narrowTo([], ['Drinkware']));
    expect(derived.receptacleChain(carried)).toBeNull();
  });

  it('follows receptacle chains through a replaced parent', () => {
    const index = new WorldObjects(resting);
    expect(index.receptacleChain(apple)).toEqual(['Plate|1', 'CounterTop|1']);
    const carriedPlate = { ...plate, parentReceptacles: null, simbotLastParentReceptacle: null };
    const derived = index.withReplaced([counter, carriedPlate, apple, mug]);
    expect(derived.receptacleChain(apple)).toEqual(['Plate|1']);
    // The shared index answers for its own list still.
    expect(index.receptacleChain(apple)).toEqual(['Plate|1', 'CounterTop|1']);
  });

  it('keeps the first record of a duplicated id, as TEACh does', () => {
    const first = thing('Mug', 'Mug|1');
    const second = thing('Mug', 'Mug|1', { isDirty: true });
    const index = new WorldObjects([first, second]);
    const newSecond = { ...second };
    expect(index.withReplaced([first, newSecond]).byId('Mug|1')).toBe(first);
    const newFirst = { ...first };
    expect(index.withReplaced([newFirst, second]).byId('Mug|1')).toBe(newFirst);
  });

  it('indexes a list that differs in more than its records afresh', () => {
    const index = new WorldObjects(resting);
    const retyped = { ...mug, objectType: 'Cup' };
    expect(index.withReplaced([counter, plate, apple, retyped]).narrowTo(['Cup'], [])).toEqual([retyped]);
    const reclassed = { ...mug, simbotObjectClass: ['Mug', 'Heirloom'] };
    expect(index.withReplaced([counter, plate, apple, reclassed]).narrowTo([], ['Heirloom'])).toEqual([reclassed]);
    const renamed = { ...mug, objectId: 'Mug|2' };
    const derived = index.withReplaced([counter, plate, apple, renamed]);
    expect(derived.byId('Mug|2')).toBe(renamed);
    expect(derived.byId('Mug|1')).toBeUndefined();
    expect(index.withReplaced([counter, plate, apple]).narrowTo(['Mug'], [])).toEqual([]);
  });

  it('derives from a derived index too, each answering for its own list', () => {
    const opened = { ...mug, isDirty: true };
    const first = new WorldObjects(resting).withReplaced([counter, plate, apple, opened]);
    const movedPlate = { ...plate, parentReceptacles: ['Sink|1'] };
    const second = first.withReplaced([counter, movedPlate, apple, opened]);
    expect(second.byId('Mug|1')).toBe(opened);
    expect(second.byId('Plate|1')).toBe(movedPlate);
    expect(second.receptacleChain(apple)).toEqual(['Plate|1', 'Sink|1']);
    expect(first.receptacleChain(apple)).toEqual(['Plate|1', 'CounterTop|1']);
    const retyped = { ...mug, objectType: 'Cup' };
    expect(second.withReplaced([counter, movedPlate, apple, retyped]).narrowTo(['Cup'], [])).toEqual([retyped]);
  });
});
