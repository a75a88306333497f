import { describe, expect, it } from "vitest";
import { eachLimited } from "../scripts/build/pool.mjs";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("eachLimited", () => {
  it("runs every item with never more than the limit under way", async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachLimited(
      Array.from({ length: 50 }, (_, i) => i),
      4,
      async (i) => {
        most = Math.max(most, ++running);
        await tick();
        running--;
        done.push(i);
      },
    );
    expect(most).toBe(4);
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it("rejects with the first error and starts no further item", async () => {
    const started: number[] = [];
    await expect(
      eachLimited([0, 1, 2, 3, 4, 5, 6, 7], 2, async (i) => {
        started.push(i);
        await tick();
        if (i === 1) throw new Error("item 1 failed");
      }),
    ).rejects.toThrow("item 1 failed");
    await tick();
    await tick();
    expect(started.length).toBeLessThan(8);
  });
});
