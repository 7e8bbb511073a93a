import { describe, expect, it } from 'vitest';
import { instructionSteps } from './instruction-steps.js';

describe('instructionSteps', () => {
  it.each([
    ['Grab the mug and make coffee in it: put it in the coffee maker and switch it on.', ['Grab the mug', 'make coffee in it.']],
    ['The mug is in the sink. Wash it.', ['The mug is in the sink. Wash it.']],
    ['Grab a bread slice on the counter and toast it in the toaster.', ['Grab a bread slice on the counter', 'toast it in the toaster.']],
    ['Slice the bread, then put a slice on the plate.', ['Slice the bread', 'put a slice on the plate.']],
    ['Put it here (Clean Mug at -1.95 1.45)', ['Put it here']],
    // The request before "First" names the whole task; the steps after it spell it out.
    ['Hi! Today we need to make coffee in a clean mug. First, grab the mug on the counter and make coffee in it.', ['Hi. First, grab the mug on the counter', 'make coffee in it.']],
    ['The mug is in the sink. First, wash it.', ['The mug is in the sink. First, wash it.']],
  ])('%s', (line, steps) => {
    expect(instructionSteps(line)).toEqual(steps);
  });

  it('keeps what a colon introduces when nothing before it asks for anything', () => {
    expect(instructionSteps('Next: wash the mug.')).toEqual(['Next: wash the mug.']);
  });
});
