/** A progress bar on stderr: redrawn in place on a terminal, a line per tenth otherwise. */
import type { Writable } from 'node:stream';

export class ProgressBar {
  private lastTenth = -1;

  constructor(private readonly out: Writable & { isTTY?: boolean }, private readonly total: number, private readonly label: string) {}

  update(done: number, note = ''): void {
    const fraction = this.total === 0 ? 1 : done / this.total;
    if (this.out.isTTY) {
      const width = 30;
      const filled = Math.round(fraction * width);
      this.out.write(`\r${this.label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${this.total} ${note}`.padEnd(100));
      if (done >= this.total) this.out.write('\n');
      return;
    }
    const tenth = Math.floor(fraction * 10);
    if (tenth > this.lastTenth) {
      this.lastTenth = tenth;
      this.out.write(`${this.label}: ${done}/${this.total}${note ? ` ${note}` : ''}\n`);
    }
  }
}
