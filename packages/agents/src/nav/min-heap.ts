/** A binary min-heap of (priority, value) with first-in-first-out ties, so searches are deterministic. */
export class MinHeap {
  private readonly prio: number[] = [];
  private readonly order: number[] = [];
  private readonly values: number[] = [];
  private counter = 0;

  get size(): number {
    return this.values.length;
  }

  push(priority: number, value: number): void {
    this.prio.push(priority);
    this.order.push(this.counter++);
    this.values.push(value);
    this.up(this.values.length - 1);
  }

  /** Removes and returns the value with the smallest priority; undefined when empty. */
  pop(): number | undefined {
    const n = this.values.length;
    if (n === 0) return undefined;
    const top = this.values[0];
    this.swap(0, n - 1);
    this.prio.pop();
    this.order.pop();
    this.values.pop();
    this.down(0);
    return top;
  }

  private less(a: number, b: number): boolean {
    const pa = this.prio[a]!, pb = this.prio[b]!;
    return pa < pb || (pa === pb && this.order[a]! < this.order[b]!);
  }

  private swap(a: number, b: number): void {
    [this.prio[a], this.prio[b]] = [this.prio[b]!, this.prio[a]!];
    [this.order[a], this.order[b]] = [this.order[b]!, this.order[a]!];
    [this.values[a], this.values[b]] = [this.values[b]!, this.values[a]!];
  }

  private up(k: number): void {
    while (k > 0) {
      const parent = (k - 1) >> 1;
      if (!this.less(k, parent)) return;
      this.swap(k, parent);
      k = parent;
    }
  }

  private down(k: number): void {
    const n = this.values.length;
    for (;;) {
      const l = 2 * k + 1, r = l + 1;
      let m = k;
      if (l < n && this.less(l, m)) m = l;
      if (r < n && this.less(r, m)) m = r;
      if (m === k) return;
      this.swap(k, m);
      k = m;
    }
  }
}
