/** A few Prometheus metrics without a dependency: counters, gauges read on demand, one histogram. */

type Labels = Readonly<Record<string, string>>;

const labelText = (labels: Labels) => {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${v.replace(/["\\\n]/g, '_')}"`);
  return parts.length ? `{${parts.join(',')}}` : '';
};

export class Counter {
  private readonly values = new Map<string, { labels: Labels; value: number }>();
  constructor(readonly name: string, readonly help: string) {}
  inc(labels: Labels = {}, by = 1): void {
    const key = labelText(labels);
    const v = this.values.get(key);
    if (v) v.value += by;
    else this.values.set(key, { labels, value: by });
  }
  get(labels: Labels = {}): number { return this.values.get(labelText(labels))?.value ?? 0; }
  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    for (const { labels, value } of this.values.values()) lines.push(`${this.name}${labelText(labels)} ${value}`);
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
    for (const [i, b] of this.buckets.entries()) if (value <= b) this.counts[i]!++;
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
  const eventsStored = new Counter('chorehouse_events_stored_total', 'Session events written to the store, by kind.');
  const errors = new Counter('chorehouse_errors_total', 'Error replies and rejections, by code.');
  const messages = new Counter('chorehouse_messages_total', 'Client messages accepted, by type.');
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
