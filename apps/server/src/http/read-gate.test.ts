import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadGate } from './read-gate.js';

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

/** A request through the gate: `started` once the gate lets it on, `finish()` when its response is sent. */
function knock(gate: ReadGate) {
  const res = new EventEmitter();
  const r = { started: false, finish: () => { res.emit('finish'); res.emit('close'); } };
  gate.admit({}, res, () => { r.started = true; });
  return r;
}

describe('the read gate', () => {
  it('lets one read on at a time, each after a rest as long as the one before took', () => {
    const gate = new ReadGate(() => Date.now());
    const [a, b, c] = [knock(gate), knock(gate), knock(gate)];
    expect([a.started, b.started, c.started]).toEqual([true, false, false]);
    expect(gate.queued).toBe(2);
    vi.advanceTimersByTime(8);
    a.finish();
    // a took 8 ms: b waits 8 ms more.
    vi.advanceTimersByTime(7);
    expect(b.started).toBe(false);
    vi.advanceTimersByTime(1);
    expect([b.started, c.started]).toEqual([true, false]);
    b.finish();
    // b took no time: c goes on at once.
    vi.advanceTimersByTime(0);
    expect(c.started).toBe(true);
    expect(gate.queued).toBe(0);
  });

  it('frees the gate when a client goes away before its answer', () => {
    const gate = new ReadGate(() => Date.now());
    const res = new EventEmitter();
    gate.admit({}, res, () => undefined);
    const next = knock(gate);
    res.emit('close');
    vi.advanceTimersByTime(0);
    expect(next.started).toBe(true);
  });

  it('skips a waiting request whose client went away before its turn, so the gate never stalls', () => {
    const gate = new ReadGate(() => Date.now());
    const first = knock(gate);
    const gone = new EventEmitter();
    let goneStarted = false;
    gate.admit({}, gone, () => { goneStarted = true; });
    const last = knock(gate);
    // The second client closes while it waits (a page reloaded or left mid-poll).
    gone.emit('close');
    first.finish();
    vi.advanceTimersByTime(0);
    expect(goneStarted).toBe(false);
    expect(last.started).toBe(true);
    expect(gate.queued).toBe(0);
  });
});
