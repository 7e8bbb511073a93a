// The import direction of DESIGN.md section 1: each workspace may import only the ones listed here.
// Apps may import every package; nothing imports an app.
export const LAYERS = {
  'packages/sim': [],
  'packages/tdl': ['sim'],
  'packages/scenes': ['sim', 'tdl'],
  'packages/protocol': ['sim', 'tdl'],
  // The world drawn with three.js (DESIGN.md section 1): the browser's views and the headless frames.
  'packages/render': ['sim'],
  // Persistence (DESIGN.md section 7): the server writes through it, the command line and the dataset read it.
  'packages/store': ['protocol'],
  'packages/agents': ['sim', 'tdl', 'scenes', 'protocol'],
  'packages/dataset': ['sim', 'tdl', 'scenes', 'protocol', 'store', 'render'],
  'apps/server': ['sim', 'tdl', 'scenes', 'protocol', 'store', 'agents', 'dataset', 'render'],
  'apps/web': ['sim', 'tdl', 'scenes', 'protocol', 'agents', 'dataset', 'render'],
};

// Measurements only (never shipped): a workspace's bench/ may also draw on these, e.g. the render
// benchmarks run on real floor plans and on games the rule-based agents play.
export const BENCH_LAYERS = {
  'packages/render': ['scenes', 'tdl', 'agents'],
};

// Pure packages: no clock, randomness, timers or Node APIs (DESIGN.md section 2).
export const PURE_WORKSPACES = ['packages/sim', 'packages/tdl'];
