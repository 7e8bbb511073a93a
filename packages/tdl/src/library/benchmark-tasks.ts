/**
 * TEACh's 12 benchmark task types (teach-formats.md 3.2) and the library task each one is.
 * Names differ where the benchmark fixes a parameter (Boil Potato = Boil X with "Potato").
 */
export interface BenchmarkTask {
  readonly benchmarkName: string;
  readonly taskName: string;
  /** Parameters the benchmark name itself fixes; null when the task's parameters vary per game. */
  readonly fixedParams: readonly string[] | null;
}

export const BENCHMARK_TASKS: readonly BenchmarkTask[] = [
  { benchmarkName: 'Water Plant', taskName: 'Water Plant', fixedParams: [] },
  { benchmarkName: 'Make Coffee', taskName: 'Coffee', fixedParams: [] },
  { benchmarkName: 'Clean All X', taskName: 'Clean All X', fixedParams: null },
  { benchmarkName: 'Put All X On Y', taskName: 'Put All X On Y', fixedParams: null },
  { benchmarkName: 'Boil Potato', taskName: 'Boil X', fixedParams: ['Potato'] },
  { benchmarkName: 'Plate Of Toast', taskName: 'Plate Of Toast', fixedParams: [] },
  { benchmarkName: 'N Slices Of X In Y', taskName: 'N Slices Of X In Y', fixedParams: null },
  { benchmarkName: 'Put All X In One Y', taskName: 'Put All X In One Y', fixedParams: null },
  { benchmarkName: 'N Cooked Slices Of X In Y', taskName: 'N Cooked Slices Of X In Y', fixedParams: null },
  { benchmarkName: 'Sandwich', taskName: 'Sandwich', fixedParams: null },
  { benchmarkName: 'Salad', taskName: 'Salad', fixedParams: null },
  { benchmarkName: 'Breakfast', taskName: 'Breakfast', fixedParams: null },
];

/** The 12 benchmark names, in BENCHMARK_TASKS' order. */
export const BENCHMARK_NAMES: readonly string[] = BENCHMARK_TASKS.map((b) => b.benchmarkName);

export function benchmarkTask(benchmarkName: string): BenchmarkTask | undefined {
  const folded = benchmarkName.trim().toLowerCase();
  return BENCHMARK_TASKS.find((b) => b.benchmarkName.toLowerCase() === folded);
}
