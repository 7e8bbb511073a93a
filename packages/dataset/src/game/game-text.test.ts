import { describe, expect, it } from 'vitest';
import { clickWithinReach, idOf, step } from '@chorehouse/sim';
import { coffeeKitchen } from '../testing/coffee-session.js';
import { syntheticSession } from '../testing/synthetic-session.js';
import { pythonJson, SPLICED } from '../teach/python-json.js';
import { gameState } from './game-state.js';
import { gameText } from './game-text.js';
import { sessionToGame } from './session-to-game.js';

const gameOf = (initial: object, final: object, extra: object = {}) => ({ version: '2.0', tasks: [{ task_id: 1, episodes: [{ episode_id: 'e', initial_state: initial, final_state: final }] }], ...extra });

describe('gameText', () => {
  it('writes an exported game as pythonJson does, byte for byte', () => {
    const exported = sessionToGame(syntheticSession(1003).session);
    if (!exported.ok) throw new Error('does not export');
    expect(gameText(exported.game)).toBe(pythonJson(exported.game));
  });

  it('rewrites only the distance of an entry met again: whole, small and carried ones as pythonJson writes them', () => {
    const kitchen = coffeeKitchen();
    const click = clickWithinReach(kitchen, idOf(kitchen, 'Mug'))!;
    const holding = step(kitchen, 'follower', { name: 'Pickup', ...click }).world;
    expect(holding.follower.heldObjectId).not.toBeNull();
    const first = gameState(kitchen, 0) as { objects: { distance: number }[] };
    const last = gameState(holding, 1.5) as { objects: { distance: number }[] };
    last.objects[0]!.distance = 2; // whole: Python writes 2.0
    last.objects[1]!.distance = 0.00005; // small: Python writes 5e-05
    const game = gameOf(first, last);
    const text = gameText(game);
    expect(text).toBe(pythonJson(game));
    expect(text).toContain('"distance":2.0,');
    expect(text).toContain('"distance":5e-05,');
  });

  it('writes a game holding its splice mark as a string whole', () => {
    const kitchen = coffeeKitchen();
    const game = gameOf(gameState(kitchen, 0), gameState(kitchen, 1), { comments: SPLICED });
    expect(gameText(game)).toBe(pythonJson(game));
  });
});
