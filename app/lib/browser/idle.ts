/** Returns the cancel function. Safari has no requestIdleCallback: a timer after the next frame there. */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = window.requestAnimationFrame(() => (timer = setTimeout(task, 0)));
  return () => {
    window.cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
