// The visitor's own scrolling, taps or keys stop a glide.
const TAKEOVER = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

const GLIDE_MS = 400;
// A long frame (the new page rendering) counts as this much, so the glide is never one jump.
const MAX_FRAME_MS = 50;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/** Shows the window's jump in this commit (made after this call) as a glide from `from`; returns its stop. */
export function glideFrom(from: number): () => void {
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of TAKEOVER) removeEventListener(type, stop);
  };
  for (const type of TAKEOVER) addEventListener(type, stop, { passive: true });
  // One instant scroll a frame, not the browser's smooth scroll: that runs on the compositor and outlives its cancel.
  frame = requestAnimationFrame((start) => {
    const to = window.scrollY;
    let elapsed = 0;
    let last = start;
    const step = (now: number) => {
      elapsed += Math.min(now - last, MAX_FRAME_MS);
      last = now;
      const t = Math.min(elapsed / GLIDE_MS, 1);
      window.scrollTo({ top: from + (to - from) * easeOut(t), behavior: "instant" });
      if (t < 1) frame = requestAnimationFrame(step);
      else stop();
    };
    if (to === from) stop();
    else step(start);
  });
  return stop;
}
