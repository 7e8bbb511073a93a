import { describe, expect, it } from 'vitest';
import { sessionToGame } from '../game/session-to-game.js';
import { coffeeSession } from '../testing/coffee-session.js';
import { pythonJson, TEACH_METRIC_FLOAT_FIELDS } from './python-json.js';

// Right-hand sides as CPython 3 prints them: python3 -c 'import json; print(json.dumps(x, separators=(",", ":")))'.
const FLOATS: readonly [number, string][] = [
  [16, '16.0'], [0, '0.0'], [-0, '-0.0'], [84.65615844726562, '84.65615844726562'], [1e-5, '1e-05'], [9.9e-5, '9.9e-05'],
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
    const value = { a: undefined, b: [undefined, null, 'é"\n'], c: true, d: { e: [] }, f: Number.NaN };
    expect(pythonJson(value)).toBe(JSON.stringify(value));
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
