// Plain constants shared by style files (media queries cannot use CSS vars).
export const breakpoints = {
  sm: "screen and (min-width: 40em)", // 640px
  md: "screen and (min-width: 48em)", // 768px
  lg: "screen and (min-width: 64em)", // 1024px
  xl: "screen and (min-width: 75em)", // 1200px: full header navigation
} as const;

export const reducedMotion = "(prefers-reduced-motion: reduce)";
