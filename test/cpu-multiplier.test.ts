import { expect, it } from "vitest";
import { cpuMultiplier } from "../scripts/cpu-multiplier.mjs";

it("is 3x at the reference index 1300, 4x at 1533, 6x at 2000", () => {
  expect(cpuMultiplier(1300)).toBe(3);
  expect(cpuMultiplier(1533)).toBe(4);
  expect(cpuMultiplier(2000)).toBe(6);
});

it("slows a slower host less: 2x at 800, 1x at 150 and below", () => {
  expect(cpuMultiplier(800)).toBe(2);
  expect(cpuMultiplier(1050)).toBe(2.5);
  expect(cpuMultiplier(150)).toBe(1);
  expect(cpuMultiplier(100)).toBe(1);
});

it("refuses a missing index", () => {
  expect(() => cpuMultiplier(Number.NaN)).toThrow();
});
