import { describe, expect, it } from 'vitest';
import { frameFileName, keyboardFileName, maskFileName, pythonFloat, searchFileName } from './frame-names.js';

// Each right-hand side was printed by CPython 3: python3 -c 'print(repr(x))'.
const PYTHON_REPR: readonly [number, string][] = [
  [16, '16.0'], [0, '0.0'], [-0, '-0.0'], [32.667542934417725, '32.667542934417725'], [84, '84.0'],
  [1e-4, '0.0001'], [0.00012, '0.00012'], [9.9e-5, '9.9e-05'], [1e-5, '1e-05'], [1.5e-7, '1.5e-07'],
  [123456789012345.6, '123456789012345.6'], [1e15, '1000000000000000.0'], [9999999999999998, '9999999999999998.0'],
  [1e16, '1e+16'], [1.2345e20, '1.2345e+20'], [1e22, '1e+22'], [5e-324, '5e-324'], [0.1, '0.1'], [2.5, '2.5'],
  [-3.75e-6, '-3.75e-06'], [1.7976931348623157e308, '1.7976931348623157e+308'], [0.001, '0.001'], [12.345, '12.345'],
];

describe('pythonFloat writes what Python\'s repr writes', () => {
  it.each(PYTHON_REPR)('%s -> %s', (v, text) => {
    expect(pythonFloat(v)).toBe(text);
  });
  it('and what Python reads back is the same number', () => {
    for (const [v] of PYTHON_REPR) expect(Number(pythonFloat(v))).toBe(v);
  });
});

describe('file names', () => {
  it('follow teach-formats.md 8', () => {
    expect(frameFileName('driver', 16)).toBe('driver.frame.16.0.jpeg');
    expect(frameFileName('targetobject', 'end')).toBe('targetobject.frame.end.jpeg');
    expect(maskFileName(2.5)).toBe('targetobject.mask.2.5.jpeg');
    expect(searchFileName('SearchObject', 4)).toBe('progresscheck.SearchObject.4.0.json');
    expect(keyboardFileName(1, 1e-5)).toBe('keyboard.1.1e-05.json');
  });
});
