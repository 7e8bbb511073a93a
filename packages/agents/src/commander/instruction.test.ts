import fc from 'fast-check';
import { createDemoKitchen, idOf } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { GOAL_VERBS } from '../follower/goal.js';
import { extractInstruction, formatInstruction, instructionFor, parseInstruction, resolveInstruction, type Instruction } from './instruction.js';
import { describeGoal } from './language.js';

describe('instruction template', () => {
  it.each([
    ['Clean Mug at -1.95 1.45', { verb: 'Clean', target: { objectType: 'Mug', at: { x: -1.95, z: 1.45 } } }],
    ['Put BreadSliced at -0.60 1.50 on Plate at 0.10 -1.00', {
      verb: 'Put', target: { objectType: 'BreadSliced', at: { x: -0.6, z: 1.5 } },
      destination: { preposition: 'on', objectType: 'Plate', at: { x: 0.1, z: -1 } },
    }],
    ['ToggleOn StoveKnob at 0.00 1.33', { verb: 'ToggleOn', target: { objectType: 'StoveKnob', at: { x: 0, z: 1.33 } } }],
  ])('reads "%s"', (text, expected) => {
    expect(parseInstruction(text)).toEqual({ ok: true, instruction: expected });
    expect(formatInstruction(expected as Instruction)).toBe(text);
  });

  it.each([
    ['Wash Mug at 1.00 2.00', /Unknown verb/],
    ['Clean mug at 1.00 2.00', /Not an instruction/],
    ['Clean Mug at 1 2', /Not an instruction/],
    ['Put Mug at 1.00 2.00', /Put needs/],
    ['Clean Mug at 1.00 2.00 in Sink at 0.00 0.00', /takes no destination/],
    ['', /Not an instruction/],
  ])('refuses "%s"', (text, error) => {
    const r = parseInstruction(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(error);
  });

  it('round-trips every instruction (fast-check, fixed seed)', () => {
    const coord = fc.integer({ min: -1000, max: 1000 }).map((n) => n / 100);
    const type = fc.constantFrom('Mug', 'BreadSliced', 'SinkBasin', 'Plate', 'StoveKnob', 'HousePlant');
    const target = fc.record({ objectType: type, at: fc.record({ x: coord, z: coord }) });
    const instruction = fc.oneof(
      fc.record({ verb: fc.constantFrom(...GOAL_VERBS.filter((v) => v !== 'Put')), target }),
      fc.record({ verb: fc.constant('Put' as const), target, destination: fc.record({ objectType: type, at: fc.record({ x: coord, z: coord }), preposition: fc.constantFrom('in' as const, 'on' as const) }) }),
    );
    fc.assert(fc.property(instruction, (i) => {
      const parsed = parseInstruction(formatInstruction(i));
      expect(parsed).toEqual({ ok: true, instruction: i });
    }), { seed: 7, numRuns: 500 });
  });

  it('is found at the end of a chat line, and names the objects the Commander meant', () => {
    const k = createDemoKitchen();
    const goal = { verb: 'Put' as const, objectId: idOf(k, 'Tomato'), destinationId: idOf(k, 'Plate') };
    const i = instructionFor(k, goal)!;
    const chat = `${describeGoal(k, goal)} (${formatInstruction(i)})`;
    expect(chat).toBe('The tomato is on the counter. Put it on the plate (the one on the dining table). (Put Tomato at -0.85 1.45 on Plate at 0.10 -1.00)');
    const heard = extractInstruction(chat);
    expect(heard.ok && resolveInstruction(k, heard.instruction)).toEqual(goal);
    // Two plates on one table: the position tells them apart.
    const other = { verb: 'Clean' as const, objectId: idOf(k, 'Plate', 1) };
    const j = extractInstruction(`Wash it. (${formatInstruction(instructionFor(k, other)!)})`);
    expect(j.ok && resolveInstruction(k, j.instruction)).toEqual(other);
    // Nothing of that type near the spot.
    expect(resolveInstruction(k, { verb: 'Clean', target: { objectType: 'Mug', at: { x: 2, z: -2 } } })).toBeNull();
  });
});

describe('plain English', () => {
  const k = createDemoKitchen();
  it.each([
    ['Clean', 'Mug', 'The mug is on the counter. Wash it in the sink.'],
    ['Slice', 'Lettuce', 'The lettuce is in the fridge. Slice it with a knife.'],
    ['Boil', 'Potato', 'The potato is on the counter. Boil it in a pot of water.'],
    ['Coffee', 'Mug', 'The mug is on the counter. Make coffee in it.'],
    ['Fill', 'HousePlant', 'The plant needs water. Pour some water on it.'],
    ['ToggleOn', 'Faucet', 'Turn on the faucet.'],
  ] as const)('%s %s', (verb, type, sentence) => {
    expect(describeGoal(k, { verb, objectId: idOf(k, type) })).toBe(sentence);
  });

  it('says where a thing sits inside another', () => {
    expect(describeGoal(k, { verb: 'Pickup', objectId: idOf(k, 'Pan') })).toBe('The pan is on the stove. Pick it up.');
    expect(describeGoal(k, { verb: 'Pickup', objectId: idOf(k, 'Bowl', 1) })).toBe('The bowl is in a cabinet. Pick it up.');
  });
});
