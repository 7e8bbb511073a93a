/** Mean and standard deviation, as the paper's Table 2 prints them. */
export interface MeanStd {
  readonly mean: number;
  /** Sample standard deviation (n - 1); 0 for a single session. */
  readonly std: number;
}

export function meanStd(values: readonly number[]): MeanStd {
  if (values.length === 0) return { mean: 0, std: 0 };
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  if (values.length === 1) return { mean, std: 0 };
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1);
  return { mean, std: Math.sqrt(variance) };
}
