/** The q-th percentile (0–100) of a list of numbers, nearest-rank. */
export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function summarise(values: number[]) {
  return {
    requests: values.length,
    p50: Number(percentile(values, 50).toFixed(2)),
    p95: Number(percentile(values, 95).toFixed(2)),
    p99: Number(percentile(values, 99).toFixed(2)),
    // A loop, not Math.max(...values): a run of 100,000 latencies overflows the call stack.
    max: Number(values.reduce((most, value) => (value > most ? value : most), Number.NEGATIVE_INFINITY).toFixed(2)),
  };
}
