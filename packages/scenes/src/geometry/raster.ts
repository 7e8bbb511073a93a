/**
 * A boolean raster over the floor plane (x, z), used at import time to derive room outlines,
 * fixture footprints and placement surfaces from boxes and points. Cell (i, j) covers
 * [x0 + i*res, x0 + (i+1)*res) x [z0 + j*res, z0 + (j+1)*res).
 */
export interface Rect {
  readonly minX: number;
  readonly maxX: number;
  readonly minZ: number;
  readonly maxZ: number;
}

/** A wall line on the raster's cell edges: horizontal (constant z) or vertical (constant x). */
export interface Segment {
  readonly x0: number;
  readonly z0: number;
  readonly x1: number;
  readonly z1: number;
  /** Which side of the segment is outside the region: the wall is built there. */
  readonly outward: 'x-' | 'x+' | 'z-' | 'z+';
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

export class Raster {
  readonly cells: Uint8Array;

  constructor(
    readonly x0: number,
    readonly z0: number,
    readonly res: number,
    readonly cols: number,
    readonly rows: number,
  ) {
    this.cells = new Uint8Array(cols * rows);
  }

  /** A raster covering a rectangle with a margin of whole cells on every side. */
  static covering(rect: Rect, res: number, marginCells = 2): Raster {
    const x0 = round6(Math.floor(rect.minX / res) * res - marginCells * res);
    const z0 = round6(Math.floor(rect.minZ / res) * res - marginCells * res);
    const cols = Math.ceil((rect.maxX - x0) / res) + marginCells;
    const rows = Math.ceil((rect.maxZ - z0) / res) + marginCells;
    return new Raster(x0, z0, res, cols, rows);
  }

  clone(): Raster {
    const r = new Raster(this.x0, this.z0, this.res, this.cols, this.rows);
    r.cells.set(this.cells);
    return r;
  }

  get(i: number, j: number): boolean {
    return i >= 0 && j >= 0 && i < this.cols && j < this.rows && this.cells[j * this.cols + i] === 1;
  }

  set(i: number, j: number, on: boolean): void {
    if (i >= 0 && j >= 0 && i < this.cols && j < this.rows) this.cells[j * this.cols + i] = on ? 1 : 0;
  }

  centerX(i: number): number { return this.x0 + (i + 0.5) * this.res; }
  centerZ(j: number): number { return this.z0 + (j + 0.5) * this.res; }
  count(): number { return this.cells.reduce((n, c) => n + c, 0); }

  /** Set (or clear) every cell the rectangle overlaps by more than `slack` metres. */
  fillRect(rect: Rect, on = true, slack = 1e-6): void {
    const i0 = Math.max(0, Math.floor((rect.minX + slack - this.x0) / this.res));
    const i1 = Math.min(this.cols - 1, Math.ceil((rect.maxX - slack - this.x0) / this.res) - 1);
    const j0 = Math.max(0, Math.floor((rect.minZ + slack - this.z0) / this.res));
    const j1 = Math.min(this.rows - 1, Math.ceil((rect.maxZ - slack - this.z0) / this.res) - 1);
    for (let j = j0; j <= j1; j++) for (let i = i0; i <= i1; i++) this.cells[j * this.cols + i] = on ? 1 : 0;
  }

  /** Set (or clear) the cells whose centres lie inside the rectangle. */
  fillCentersIn(rect: Rect, on = true): void {
    const i0 = Math.max(0, Math.ceil((rect.minX - this.x0) / this.res - 0.5));
    const i1 = Math.min(this.cols - 1, Math.floor((rect.maxX - this.x0) / this.res - 0.5));
    const j0 = Math.max(0, Math.ceil((rect.minZ - this.z0) / this.res - 0.5));
    const j1 = Math.min(this.rows - 1, Math.floor((rect.maxZ - this.z0) / this.res - 0.5));
    for (let j = j0; j <= j1; j++) for (let i = i0; i <= i1; i++) this.cells[j * this.cols + i] = on ? 1 : 0;
  }

  /** Chebyshev dilation by r cells (a square structuring element). */
  dilate(r: number): Raster {
    return this.morph(r, true);
  }

  erode(r: number): Raster {
    return this.morph(r, false);
  }

  private morph(r: number, grow: boolean): Raster {
    // Separable: rows, then columns. Outside the raster counts as empty.
    const pass = (src: Raster, horizontal: boolean): Raster => {
      const out = new Raster(src.x0, src.z0, src.res, src.cols, src.rows);
      for (let j = 0; j < src.rows; j++) {
        for (let i = 0; i < src.cols; i++) {
          let any = false, all = true;
          for (let k = -r; k <= r; k++) {
            const v = horizontal ? src.get(i + k, j) : src.get(i, j + k);
            any ||= v;
            all &&= v;
          }
          out.cells[j * src.cols + i] = (grow ? any : all) ? 1 : 0;
        }
      }
      return out;
    };
    return pass(pass(this, true), false);
  }

  /** Fill every empty region that does not reach the raster's border (4-connectivity). */
  fillHoles(): Raster {
    const outside = new Uint8Array(this.cols * this.rows);
    const stack: number[] = [];
    const push = (i: number, j: number) => {
      if (i < 0 || j < 0 || i >= this.cols || j >= this.rows) return;
      const k = j * this.cols + i;
      if (this.cells[k] === 1 || outside[k] === 1) return;
      outside[k] = 1;
      stack.push(k);
    };
    for (let i = 0; i < this.cols; i++) { push(i, 0); push(i, this.rows - 1); }
    for (let j = 0; j < this.rows; j++) { push(0, j); push(this.cols - 1, j); }
    while (stack.length > 0) {
      const k = stack.pop()!;
      const i = k % this.cols, j = (k - i) / this.cols;
      push(i + 1, j); push(i - 1, j); push(i, j + 1); push(i, j - 1);
    }
    const out = this.clone();
    for (let k = 0; k < out.cells.length; k++) out.cells[k] = outside[k] === 1 ? 0 : 1;
    return out;
  }

  /** Only the largest 4-connected set cells (ties: the one found first, scanning rows). */
  largestComponent(): Raster {
    const label = new Int32Array(this.cols * this.rows).fill(-1);
    let best = -1, bestSize = 0, next = 0;
    for (let start = 0; start < this.cells.length; start++) {
      if (this.cells[start] !== 1 || label[start] !== -1) continue;
      const id = next++;
      let size = 0;
      const stack = [start];
      label[start] = id;
      while (stack.length > 0) {
        const k = stack.pop()!;
        size++;
        const i = k % this.cols, j = (k - i) / this.cols;
        for (const [a, b] of [[i + 1, j], [i - 1, j], [i, j + 1], [i, j - 1]] as const) {
          if (a < 0 || b < 0 || a >= this.cols || b >= this.rows) continue;
          const n = b * this.cols + a;
          if (this.cells[n] === 1 && label[n] === -1) { label[n] = id; stack.push(n); }
        }
      }
      if (size > bestSize) [best, bestSize] = [id, size];
    }
    const out = new Raster(this.x0, this.z0, this.res, this.cols, this.rows);
    for (let k = 0; k < out.cells.length; k++) out.cells[k] = label[k] === best ? 1 : 0;
    return out;
  }

  /**
   * The set cells as few axis-aligned rectangles: greedy, each rectangle grown along x then as
   * far down the rows as the same run repeats. Deterministic.
   */
  rectangles(): Rect[] {
    const used = new Uint8Array(this.cols * this.rows);
    const free = (i: number, j: number) => this.get(i, j) && used[j * this.cols + i] === 0;
    const out: Rect[] = [];
    for (let j = 0; j < this.rows; j++) {
      for (let i = 0; i < this.cols; i++) {
        if (!free(i, j)) continue;
        let i1 = i;
        while (free(i1 + 1, j)) i1++;
        let j1 = j;
        while (j1 + 1 < this.rows && rowFree(i, i1, j1 + 1)) j1++;
        for (let b = j; b <= j1; b++) for (let a = i; a <= i1; a++) used[b * this.cols + a] = 1;
        out.push({
          minX: round6(this.x0 + i * this.res), maxX: round6(this.x0 + (i1 + 1) * this.res),
          minZ: round6(this.z0 + j * this.res), maxZ: round6(this.z0 + (j1 + 1) * this.res),
        });
      }
    }
    return out;

    function rowFree(this: void, a0: number, a1: number, b: number): boolean {
      for (let a = a0; a <= a1; a++) if (!free(a, b)) return false;
      return true;
    }
  }

  /** The region's outline as maximal straight segments on cell edges, each with its outside. */
  boundary(): Segment[] {
    const segs: Segment[] = [];
    const x = (i: number) => round6(this.x0 + i * this.res);
    const z = (j: number) => round6(this.z0 + j * this.res);
    // Horizontal edges: between rows j-1 and j.
    for (let j = 0; j <= this.rows; j++) {
      for (const outward of ['z-', 'z+'] as const) {
        let start = -1;
        for (let i = 0; i <= this.cols; i++) {
          const edge = i < this.cols && (outward === 'z-'
            ? this.get(i, j) && !this.get(i, j - 1)
            : this.get(i, j - 1) && !this.get(i, j));
          if (edge && start < 0) start = i;
          if (!edge && start >= 0) { segs.push({ x0: x(start), z0: z(j), x1: x(i), z1: z(j), outward }); start = -1; }
        }
      }
    }
    // Vertical edges: between columns i-1 and i.
    for (let i = 0; i <= this.cols; i++) {
      for (const outward of ['x-', 'x+'] as const) {
        let start = -1;
        for (let j = 0; j <= this.rows; j++) {
          const edge = j < this.rows && (outward === 'x-'
            ? this.get(i, j) && !this.get(i - 1, j)
            : this.get(i - 1, j) && !this.get(i, j));
          if (edge && start < 0) start = j;
          if (!edge && start >= 0) { segs.push({ x0: x(i), z0: z(start), x1: x(i), z1: z(j), outward }); start = -1; }
        }
      }
    }
    return segs;
  }
}
