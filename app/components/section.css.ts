import { style } from "@vanilla-extract/css";
import { wrapRow } from "~/styles/rules";
import { vars } from "~/styles/theme.css";

// Not in styles/utils.css (the shell's): these load with the pages that use them.

/** 100rem errs tall: content overflowing a too-short skipped section is not hit-tested (axe reads the footer). */
export const skipOffscreen = style({ contentVisibility: "auto", containIntrinsicSize: "auto 100rem" });

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandTint}, ${vars.color.surface})`,
  paddingBlock: vars.space["8"],
});

export const heroActions = style({ ...wrapRow(vars.space["3"]), marginTop: vars.space["5"] });

export const eyebrow = style({
  display: "block",
  fontSize: vars.size.sm,
  fontWeight: vars.weight.bold,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.brand,
  marginBottom: vars.space["2"],
});

export const cardTitle = style({ fontSize: vars.size.lg, margin: `0 0 ${vars.space["2"]}` });
export const cardText = style({ color: vars.color.muted, margin: 0 });
