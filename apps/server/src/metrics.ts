/** A few Prometheus metrics without a dependency: counters, gauges read on demand, one histogram. */

/** A label value as the exposition format writes it (quotes, backslashes and newlines are replaced). */
const labelValue = (v: string) => v.replace(/["\\\n]/g, '_');

/**
 * A counter by one label (every counter here has one; its values come from the protocol's closed
 * lists: message types, error codes, event kinds). Counting is on every message's path, so values
 * are kept by the label's value itself and nothing is built per count; the text is made at render.
 */
export class Counter {
  private readonly values = new Map<string, number>();
  constructor(readonly name: string, readonly help: string, readonly label: string) {}
  inc(value: string, by = 1): void {
    this.values.set(value, (this.values.get(value) ?? 0) + by);
  }
  get(value: string): number { return this.values.get(value) ?? 0; }
  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    for (const [v, n] of this.values) lines.push(`${this.name}{${this.label}="${labelValue(v)}"} ${n}`);
    if (this.values.size === 0) lines.push(`${this.name} 0`);
    return lines.join('\n');
  }
}

export class Gauge {
  constructor(readonly name: string, readonly help: string, private readonly read: () => number) {}
  render(): string {
    return [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} gauge`, `${this.name} ${this.read()}`].join('\n');
  }
}

export class Histogram {
  private readonly counts: number[];
  private sum = 0;
  private count = 0;
  constructor(readonly name: string, readonly help: string, readonly buckets: readonly number[]) {
    this.counts = buckets.map(() => 0);
  }
  observe(value: number): void {
    this.sum += value;
    this.count++;
    for (let i = 0; i < this.buckets.length; i++) if (value <= this.buckets[i]!) this.counts[i]!++;
  }
  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const [i, b] of this.buckets.entries()) lines.push(`${this.name}_bucket{le="${b}"} ${this.counts[i]}`);
    lines.push(`${this.name}_bucket{le="+Inf"} ${this.count}`, `${this.name}_sum ${this.sum}`, `${this.name}_count ${this.count}`);
    return lines.join('\n');
  }
}

export interface ServerMetrics {
  readonly eventsStored: Counter;
  readonly errors: Counter;
  readonly messages: Counter;
  readonly actionSeconds: Histogram;
  render(): string;
}

export function createMetrics(gauges: { liveSessions: () => number; sockets: () => number; queued: () => number }): ServerMetrics {
  const eventsStored = new Counter('chorehouse_events_stored_total', 'Session events written to the store, by kind.', 'kind');
  const errors = new Counter('chorehouse_errors_total', 'Error replies and rejections, by code.', 'code');
  const messages = new Counter('chorehouse_messages_total', 'Client messages accepted, by type.', 'type');
  const actionSeconds = new Histogram('chorehouse_action_seconds', 'Server time from receiving an action to acknowledging it (stored and broadcast).',
    [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1]);
  const all = [
    new Gauge('chorehouse_live_sessions', 'Sessions in progress in this process.', gauges.liveSessions),
    new Gauge('chorehouse_sockets', 'Connected sockets.', gauges.sockets),
    new Gauge('chorehouse_lobby_waiting', 'Workers waiting for a partner.', gauges.queued),
    eventsStored, errors, messages, actionSeconds,
  ];
  return { eventsStored, errors, messages, actionSeconds, render: () => `${all.map((m) => m.render()).join('\n')}\n` };
}
