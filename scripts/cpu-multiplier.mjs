// Lighthouse's CPU slowdown for this host, as its throttling docs and CPU-throttling calculator set it from the
// benchmark index Lighthouse measures: 3x at 1300 (its reference desktop), more on a faster host, less on a
// slower one, so the simulated phone is the same phone on every machine.

/** @param {number} benchmarkIndex */
export function cpuMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`benchmark index ${benchmarkIndex}`);
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Math.round(multiplier * 100) / 100);
}
