import { describe, expect, it } from 'vitest';
import { pythonDumps, pythonDumpsOfText } from './python-dumps.js';
import { TEACH_METRIC_FLOAT_FIELDS } from './python-json.js';

// Expected texts are what CPython 3.11 printed for `json.dumps(json.loads(text))`.
describe('pythonDumpsOfText: Python\'s json.dumps of a parsed text, with its default separators and ensure_ascii', () => {
  it.each([
    [String.raw`{"a":1,"b":[1.0,2.5,1e-05,-0,3E2],"s":"caf\u00e9 \ud83d\ude00 \"q\" \\ \n\t\u0001\u007f/","n":null,"t":true,"e":{},"l":[]}`,
      String.raw`{"a": 1, "b": [1.0, 2.5, 1e-05, 0, 300.0], "s": "caf\u00e9 \ud83d\ude00 \"q\" \\ \n\t\u0001\u007f/", "n": null, "t": true, "e": {}, "l": []}`],
    ['[{"action":"Turn Left","obj_relative_coord":null},{"action":"Pickup","obj_relative_coord":[0.6,0.5]}]',
      '[{"action": "Turn Left", "obj_relative_coord": null}, {"action": "Pickup", "obj_relative_coord": [0.6, 0.5]}]'],
    ['16.0', '16.0'], ['1e+16', '1e+16'], ['{ "spaced" : [ 1 , 2 ] }', '{"spaced": [1, 2]}'],
    ['"café ☕ 😀"', String.raw`"caf\u00e9 \u2615 \ud83d\ude00"`],
  ])('%s', (text, python) => {
    expect(pythonDumpsOfText(text)).toBe(python);
    expect(JSON.parse(pythonDumpsOfText(text))).toEqual(JSON.parse(text.replace(/-0\b(?!\.)/g, '0'))); // Python's int -0 is 0
  });

  it('refuses text that is not JSON', () => {
    expect(() => pythonDumpsOfText('{"a":')).toThrow();
  });

  it('pythonDumps writes the float fields as floats, with Python\'s separators', () => {
    const metrics = new Map([...TEACH_METRIC_FLOAT_FIELDS, ['pred_actions', true as const]]);
    expect(pythonDumps({ pred_actions: [['Forward', null], ['Pickup', [1, 0.25]]], success_rate: 0, num_evals: 2, é: 'ü' }, metrics))
      .toBe(String.raw`{"pred_actions": [["Forward", null], ["Pickup", [1.0, 0.25]]], "success_rate": 0.0, "num_evals": 2, "\u00e9": "\u00fc"}`);
  });
});
