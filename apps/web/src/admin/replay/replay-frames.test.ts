import type { EventRecord } from '@chorehouse/protocol';
import { createDemoKitchen, step, worldHash, type ActionName } from '@chorehouse/sim';
import { describe, expect, it } from 'vitest';
import { advance, seekTime, type Playback } from './playback.js';
import { cursorAt, nextStep, previousStep, replayFrames, timelineMarks } from './replay-frames.js';

/** A short log: the Follower turns and moves, the Commander talks, someone disconnects. */
function log(): { events: EventRecord[]; final: string } {
  let world = createDemoKitchen();
  const events: EventRecord[] = [];
  const act = (t: number, name: ActionName) => {
    const r = step(world, 'follower', { name });
    world = r.world;
    events.push({ seq: events.length, t, kind: 'action', role: 'follower', action: { name }, outcome: r.outcome });
  };
  events.push({ seq: 0, t: 0, kind: 'connect', role: 'commander' });
  act(1000, 'Turn Left');
  events.push({ seq: events.length, t: 1500, kind: 'chat', role: 'commander', text: 'grab the mug' });
  act(4000, 'Forward');
  events.push({ seq: events.length, t: 4200, kind: 'disconnect', role: 'follower' });
  act(9000, 'Turn Right');
  return { events, final: worldHash(world) };
}

describe('replayFrames', () => {
  it('rebuilds the world after every event; the last frame is the live world', () => {
    const { events, final } = log();
    const frames = replayFrames(createDemoKitchen(), events);
    expect(frames).toHaveLength(events.length + 1);
    expect(worldHash(frames.at(-1)!)).toBe(final);
    // Non-action events leave the world as it was.
    expect(frames[1]).toBe(frames[0]);
    expect(worldHash(frames[2]!)).not.toBe(worldHash(frames[0]!));
  });

  it.each([[-1, 0], [0, 1], [999, 1], [1000, 2], [4100, 4], [9000, 6], [99_999, 6]])('cursorAt(%i ms) = %i events', (ms, n) => {
    expect(cursorAt(log().events, ms)).toBe(n);
  });

  it('steps over events nobody sees (connections) and back', () => {
    const { events } = log();
    expect(nextStep(events, 0)).toBe(2);
    expect(nextStep(events, 4)).toBe(6);
    expect(previousStep(events, 6)).toBe(4);
    expect(previousStep(events, 2)).toBe(0);
  });

  it('marks utterances and nothing else here (no clicks in this log)', () => {
    expect(timelineMarks(log().events)).toEqual([{ t: 1500, kind: 'utterance', label: 'commander: grab the mug' }]);
  });
});

describe('playback', () => {
  const start: Playback = { cursor: 0, playheadMs: 0, playing: true, mode: 'realtime', sinceStepMs: 0 };

  it('runs in real time and stops at the end', () => {
    const { events } = log();
    let p = advance(start, events, 1200);
    expect(p).toMatchObject({ cursor: 2, playheadMs: 1200, playing: true });
    p = advance(p, events, 60_000);
    expect(p).toMatchObject({ cursor: 6, playheadMs: 9000, playing: false });
  });

  it('moves one visible event a second in per-action mode', () => {
    const { events } = log();
    let p: Playback = { ...start, mode: 'per-action' };
    p = advance(p, events, 999);
    expect(p.cursor).toBe(0);
    p = advance(p, events, 1);
    expect(p).toMatchObject({ cursor: 2, playheadMs: 1000 });
    p = advance(p, events, 2000);
    expect(p).toMatchObject({ cursor: 4, playheadMs: 4000 });
  });

  it('scrubs to a time', () => {
    expect(seekTime({ ...start, playing: false }, log().events, 4100)).toMatchObject({ cursor: 4, playheadMs: 4100 });
  });
});
