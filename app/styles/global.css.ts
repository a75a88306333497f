import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { HEADER_HEIGHT_VAR, reducedMotion } from "./tokens";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  // Clear of the sticky header, whose height the header measures (it wraps as the window narrows).
  scrollPaddingTop: `calc(var(${HEADER_HEIGHT_VAR}, ${vars.layout.headerHeight}) + ${vars.space["4"]})`,
  scrollPaddingBottom: vars.space["7"],
});

globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.size.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.bg,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  // A word wider than its box (large default text on a narrow phone) breaks instead of scrolling the page sideways.
  overflowWrap: "break-word",
});

globalStyle("h1, h2, h3, h4", { lineHeight: vars.lineHeight.tight, margin: `0 0 ${vars.space["3"]}` });
globalStyle("p", { margin: `0 0 ${vars.space["3"]}` });
globalStyle("address", { fontStyle: "normal" });
globalStyle("img, svg", { display: "block", maxWidth: "100%" });
// Swapping an icon (the menu's states) then moves no hover before the frame that answers the tap.
globalStyle('svg[aria-hidden="true"]', { pointerEvents: "none" });
globalStyle("img", { height: "auto" });
globalStyle("a", { color: vars.color.brand, textUnderlineOffset: "0.15em" });
globalStyle("a:hover", { color: vars.color.brandStrong });
globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });
globalStyle("button", { cursor: "pointer" });
globalStyle("button:disabled", { cursor: "not-allowed" });

globalStyle(":focus-visible", {
  outline: vars.focusRing,
  outlineOffset: vars.focusOffset,
});
globalStyle(":focus:not(:focus-visible)", { outline: "none" });

globalStyle("*", {
  "@media": {
    [reducedMotion]: {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
    },
  },
});
