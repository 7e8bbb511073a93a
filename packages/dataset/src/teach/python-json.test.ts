import { describe, expect, it } from 'vitest';
import { sessionToGame } from '../game/session-to-game.js';
import { coffeeSession } from '../testing/coffee-session.js';
import { cutGame } from '../instances/cut-game.js';
import { pythonFloat } from '../images/frame-names.js';
import { pythonJson, TEACH_FLOAT_FIELDS, TEACH_METRIC_FLOAT_FIELDS, type FloatRule } from './python-json.js';

/** The rules written the slow, obvious way: a recursive serializer, the oracle for the fast one. */
function referenceJson(value: unknown, floats: ReadonlyMap<string, FloatRule> = TEACH_FLOAT_FIELDS): string {
  const write = (v: unknown, rule: FloatRule | undefined, index: number | null): string | undefined => {
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return 'null';
      const isFloat = rule === true || (rule !== undefined && index !== null && rule[index] === true);
      return (Number.isInteger(v) ? isFloat : Math.abs(v) < 1e-4) ? pythonFloat(v) : JSON.stringify(v);
    }
    if (v === undefined || typeof v === 'function') return undefined;
    if (v === null || typeof v !== 'object') return JSON.stringify(v);
    if (Array.isArray(v)) return `[${v.map((item, i) => write(item, rule, Array.isArray(item) ? null : i) ?? 'null').join(',')}]`;
    const parts = Object.entries(v).flatMap(([k, item]) => { const t = write(item, floats.get(k), null); return t === undefined ? [] : [`${JSON.stringify(k)}:${t}`]; });
    return `{${parts.join(',')}}`;
  };
  return write(value, undefined, null) ?? 'null';
}

// Right-hand sides as CPython 3 prints them: python3 -c 'import json; print(json.dumps(x, separators=(",", ":")))'.
const FLOATS: readonly [number, string][] = [
  [16, '16.0'], [0, '0.0'], [84.65615844726562, '84.65615844726562'], [1e-5, '1e-05'], [9.9e-5, '9.9e-05'],
  [1e-4, '0.0001'], [1e16, '1e+16'], [1e15, '1000000000000000.0'], [1.5e-7, '1.5e-07'], [-3.75e-6, '-3.75e-06'], [2.5, '2.5'],
];

describe('pythonJson', () => {
  it.each(FLOATS)('writes the float %s under a float field as Python does: %s', (v, text) => {
    expect(pythonJson({ time_start: v })).toBe(`{"time_start":${text}}`);
    expect(JSON.parse(pythonJson({ time_start: v })).time_start).toBe(v);
  });

  it('writes ints where TEACh has ints, and fractional numbers as floats anywhere', () => {
    expect(pythonJson({ agent_id: 1, action_id: 200, success: 1, time_start: 16, x: 0.5, y: 1 })).toBe('{"agent_id":1,"action_id":200,"success":1,"time_start":16.0,"x":0.5,"y":1.0}');
    expect(pythonJson({ expected_init_goal_conditions_total: 4, ratio: 1e-5 })).toBe('{"expected_init_goal_conditions_total":4,"ratio":1e-05}');
  });

  it('follows per-position rules and nested arrays', () => {
    // The observed pose [5.0, 3.5, 0.92, 0, 30.0, -180.0]: element 3 is the int 0; pose_delta keeps the definitions' ints.
    expect(pythonJson({ pose: [5, 3.5, 0.92, 0, 30, -180], pose_delta: [0.25, 0, 0, 0, 0, 0] })).toBe('{"pose":[5.0,3.5,0.92,0,30.0,-180.0],"pose_delta":[0.25,0,0,0,0,0]}');
    expect(pythonJson({ position: { x: 1, y: 0.9, z: -2 }, cornerPoints: [[1, 2, 3]], cameraHorizon: 30 }))
      .toBe('{"position":{"x":1.0,"y":0.9,"z":-2.0},"cornerPoints":[[1.0,2.0,3.0]],"cameraHorizon":30.0}');
  });

  it('leaves out what JSON.stringify leaves out and writes the rest as it does', () => {
    const value = { a: undefined, b: [undefined, null, 'é"\n'], c: true, d: { e: [] }, f: Number.NaN, time_start: null };
    expect(pythonJson(value)).toBe(JSON.stringify(value));
  });

  it('never rewrites inside strings: keys, ids and what people typed stay as they were', () => {
    const value = { utterance: 'set "x":16 and [0.00001] then "pose":[1,2]', oid: 'Mug|+01.00|+00.90|-02.00', 'x"y': 3, x: '16', pose: ['a'] };
    expect(pythonJson(value)).toBe(JSON.stringify(value));
    expect(pythonJson({ note: 'a\\', x: 2 })).toBe('{"note":"a\\\\","x":2.0}'); // an escaped backslash ends a string too
  });

  it('takes a key that ends in an escaped quote and a float field\'s name for what it is (the regular-expression writer did not)', () => {
    expect(pythonJson({ 'x"y': 0, 'a\\': 1, 'b\\"z': 2, x: 0 })).toBe('{"x\\"y":0,"a\\\\":1,"b\\\\\\"z":2,"x":0.0}');
  });

  it('writes as a plain recursive serializer would, on every file of a game and its instances', () => {
    const game = sessionToGame(coffeeSession('py-json-oracle').session);
    if (!game.ok) throw new Error('does not export');
    expect(pythonJson(game.game)).toBe(referenceJson(game.game));
    for (const f of cutGame(game.loaded, { edh: true, tfd: true }, game.worlds).edh) expect(pythonJson(f.instance)).toBe(referenceJson(f.instance));
    const odd = { x: [1, 2], pose: [1, 2, 3, 4, 5, 6], cornerPoints: [[1, 2.5, 3], [0, -1, 1e-6]], mass: -1e-7, list: [1e-5, 2, 0.5], time_start: 1e16, y: -3 };
    expect(pythonJson(odd)).toBe(referenceJson(odd));
  });

  it('writes metrics files\' rates as floats', () => {
    expect(pythonJson({ success: { num_successes: 1, num_evals: 1, success_rate: 1 } }, TEACH_METRIC_FLOAT_FIELDS)).toBe('{"success":{"num_successes":1,"num_evals":1,"success_rate":1.0}}');
  });

  it('a game file parses back to the same value, with its whole-second times written as floats', () => {
    const game = sessionToGame(coffeeSession('py-json').session);
    if (!game.ok) throw new Error('does not export');
    const text = pythonJson(game.game);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(game.game)));
    expect(text).toContain('"time_start":12.0,');
    expect(text).not.toMatch(/"time_start":\d+[,}]/);
    expect(text).toMatch(/"pose":\[[-0-9.e+]+\.\d+,[-0-9.e+]+,[-0-9.e+]+,0,/);
  });
});
