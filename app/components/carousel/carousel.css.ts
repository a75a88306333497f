import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { breakpoints } from "~/styles/tokens";

export const root = style({ display: "grid", gap: vars.space["3"] });

export const bar = style({ display: "flex", alignItems: "center", flexWrap: "wrap", gap: vars.space["3"] });

export const status = style({ color: vars.color.muted, fontSize: vars.size.sm });

export const track = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "minmax(0, 1fr)",
  gap: vars.space["4"],
});

/** Slot 0 always shows; slots 1 and 2 show per the `visible` classes below. */
export const slide = style({ display: "none", selectors: { '&[data-p="0"]': { display: "block" } } });

type Count = 1 | 2 | 3;
type Bp = "base" | "md" | "lg";
const MEDIA: Record<Bp, string> = { base: "", md: breakpoints.md, lg: breakpoints.lg };

/** visible[bp][n]: n cards per view from breakpoint bp up (counts grow with the width). */
export const visible = {} as Record<Bp, Record<Count, string>>;
for (const bp of ["base", "md", "lg"] as const) {
  const byCount = {} as Record<Count, string>;
  for (const n of [1, 2, 3] as const) {
    const cls = style({});
    byCount[n] = cls;
    for (let p = 1; p < n; p++) {
      const rule = { display: "block" };
      globalStyle(`${cls} > [data-p="${p}"]`, MEDIA[bp] ? { "@media": { [MEDIA[bp]]: rule } } : rule);
    }
  }
  visible[bp] = byCount;
}

export const nav = style({ display: "flex", alignItems: "center", justifyContent: "center", gap: vars.space["2"] });

export const dots = style({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: vars.space["2"] });

/** 24x24 target; the current slide is filled, the others hollow (shape, not colour alone). */
export const dot = style({
  width: 24,
  height: 24,
  padding: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.bg,
  selectors: { '&[aria-current="true"]': { background: vars.color.brand, boxShadow: `inset 0 0 0 4px ${vars.color.bg}` } },
});
