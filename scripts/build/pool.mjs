// A few files at a time: Promise.all over thousands of pages would open them all at once (EMFILE).
/** @template T @param {readonly T[]} items @param {number} limit @param {(item: T) => Promise<void>} run */
export async function eachLimited(items, limit, run) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++];
      try {
        await run(/** @type {T} */ (item));
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
