import { describe, expect, it } from 'vitest';
import { Counter, createMetrics, Histogram } from './metrics.js';

describe('metrics', () => {
  it('counts by label value and renders the exposition format, escaping values', () => {
    const c = new Counter('x_total', 'Things.', 'type');
    expect(c.render()).toBe('# HELP x_total Things.\n# TYPE x_total counter\nx_total 0');
    c.inc('action');
    c.inc('action');
    c.inc('chat', 3);
    c.inc('a"b\\c\nd');
    expect(c.get('action')).toBe(2);
    expect(c.get('chat')).toBe(3);
    expect(c.get('search')).toBe(0);
    expect(c.render().split('\n').slice(2)).toEqual(['x_total{type="action"} 2', 'x_total{type="chat"} 3', 'x_total{type="a_b_c_d"} 1']);
  });

  it('puts each observation in every bucket at or above it (cumulative), with sum and count', () => {
    const h = new Histogram('t_seconds', 'Time.', [0.01, 0.1, 1]);
    for (const v of [0.005, 0.01, 0.05, 2]) h.observe(v);
    expect(h.render().split('\n').slice(2)).toEqual([
      't_seconds_bucket{le="0.01"} 2', 't_seconds_bucket{le="0.1"} 3', 't_seconds_bucket{le="1"} 3',
      't_seconds_bucket{le="+Inf"} 4', 't_seconds_sum 2.065', 't_seconds_count 4',
    ]);
  });

  it("renders the server's metrics with their label names and the gauges read at render", () => {
    let live = 1;
    const m = createMetrics({ liveSessions: () => live, sockets: () => 2, queued: () => 0 });
    m.messages.inc('action');
    m.errors.inc('protocol/rate_limited');
    m.eventsStored.inc('chat');
    live = 5;
    const text = m.render();
    expect(text).toContain('chorehouse_live_sessions 5\n');
    expect(text).toContain('chorehouse_messages_total{type="action"} 1\n');
    expect(text).toContain('chorehouse_errors_total{code="protocol/rate_limited"} 1\n');
    expect(text).toContain('chorehouse_events_stored_total{kind="chat"} 1\n');
    expect(text.endsWith('\n')).toBe(true);
  });
});
