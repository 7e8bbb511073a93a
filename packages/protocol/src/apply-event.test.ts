/**
 * The one apply-event helper, against the cases of the six places that used to apply events
 * themselves: the server's replay after a restart, the game page's store, the console's replay
 * frames and its spectating, the agents' mirror, and the dataset's replay (outcome agreement).
 */
import { clickWithinReach, createDemoKitchen, idOf, standBefore, step, worldHash, type Action, type World } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { applyEvent, eventFrames, replayEvents, worldAfter } from './apply-event.js';
import type { EventRecord, NewEvent } from './events.js';

/** A session as the live server would log it: each action stepped on the live world, its outcome logged. */
function liveSession() {
  const kitchen = createDemoKitchen();
  const mug = idOf(kitchen, 'Mug');
  // The episode starts with the Follower where the mug can be clicked.
  const initial = standBefore(kitchen, mug);
  let world = initial;
  const events: EventRecord[] = [];
  const log = (e: NewEvent) => { events.push({ ...e, seq: events.length, t: events.length * 100 } as EventRecord); };
  const act = (role: 'commander' | 'follower', action: Action) => {
    const r = step(world, role, action);
    world = r.world;
    log({ kind: 'action', role, action, outcome: r.outcome });
  };
  log({ kind: 'connect', role: 'commander' });
  log({ kind: 'connect', role: 'follower' });
  log({ kind: 'chat', role: 'commander', text: 'pick up the mug' });
  const click = clickWithinReach(world, mug)!;
  act('follower', { name: 'Pickup', x: click.x, y: click.y });
  act('follower', { name: 'Pickup', x: click.x, y: click.y }); // hand full: a failed action
  act('commander', { name: 'Forward' }); // the Commander's own camera
  log({ kind: 'progress_check', role: 'commander', success: false, goalConditions: { satisfied: 0, total: 2 }, response: { task_desc: 'Make coffee', success: 0, subgoals: [] } });
  log({ kind: 'search', role: 'commander', by: 'text', value: 'mug', results: [] });
  log({ kind: 'disconnect', role: 'follower' });
  log({ kind: 'pause', role: 'follower', reason: 'disconnected' });
  log({ kind: 'connect', role: 'follower' });
  log({ kind: 'resume' });
  act('follower', { name: 'Turn Left' });
  act('follower', { name: 'Look Up' });
  log({ kind: 'finish', role: 'commander', success: false, goalConditions: { satisfied: 0, total: 2 } });
  log({ kind: 'end', outcome: 'finished', reason: 'done', worldHash: worldHash(world) });
  log({ kind: 'survey', role: 'follower', rating: 4, comment: '' });
  return { initial, events, live: world };
}

describe('applyEvent', () => {
  const { initial, events, live } = liveSession();

  it('server replay after a restart: the log rebuilds the live world bit for bit', () => {
    expect(worldHash(replayEvents(initial, events))).toBe(worldHash(live));
    const end = events.find((e) => e.kind === 'end');
    expect(end?.kind === 'end' && end.worldHash).toBe(worldHash(replayEvents(initial, events)));
  });

  it('dataset replay: each action replays to its logged outcome; other events report none', () => {
    let world = initial;
    for (const e of events) {
      const r = applyEvent(world, e);
      if (e.kind === 'action') expect(r.outcome).toEqual(e.outcome);
      else expect(r.outcome).toBeNull();
      world = r.world;
    }
    const failed = events.filter((e) => e.kind === 'action' && !e.outcome.success);
    expect(failed).toHaveLength(1);
  });

  it('game store, spectating and the agents mirror: only action events change the world, and other events keep the same object', () => {
    let world = initial;
    for (const e of events) {
      const next = worldAfter(world, e);
      if (e.kind !== 'action') expect(next).toBe(world);
      else expect(worldHash(next)).toBe(worldHash(step(world, e.role, e.action).world));
      world = next;
    }
  });

  it("a Commander's camera move changes its pose and nothing the Follower sees", () => {
    const move = events.find((e) => e.kind === 'action' && e.role === 'commander')!;
    const before = replayEvents(initial, events.slice(0, move.seq));
    const after = worldAfter(before, move);
    expect(after.commander).not.toEqual(before.commander);
    expect(after.follower).toEqual(before.follower);
    expect(after.objects).toBe(before.objects);
  });

  it('console replay: frame i is the world after i events, frame 0 the initial world', () => {
    const frames = eventFrames(initial, events);
    expect(frames).toHaveLength(events.length + 1);
    expect(frames[0]).toBe(initial);
    for (const i of [1, 4, 6, events.length]) expect(worldHash(frames[i]!)).toBe(worldHash(replayEvents(initial, events.slice(0, i))));
  });

  it('leaves the worlds it is given unchanged (a store may keep the old one)', () => {
    const copy: World = JSON.parse(JSON.stringify(initial));
    replayEvents(initial, events);
    expect(initial).toEqual(copy);
  });
});
