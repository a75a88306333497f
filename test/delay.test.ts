import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { delay } from "~/lib/browser/delay";

describe("delay", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("resolves after exactly the given time and not before", async () => {
    let done = false;
    const p = delay(1500).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(done).toBe(true);
  });

  it("rejects with the abort reason when the request is aborted", async () => {
    const controller = new AbortController();
    const p = delay(2000, controller.signal);
    controller.abort(new Error("navigated away"));
    await expect(p).rejects.toThrow("navigated away");
  });
});
