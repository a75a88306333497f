import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { autoColumns, fieldBox } from "~/styles/rules";
import { breakpoints } from "~/styles/tokens";

export const box = style(fieldBox);

export const legend = style({ fontWeight: vars.weight.bold, padding: `0 ${vars.space["1"]}` });

export const pickers = style({
  display: "grid",
  gap: vars.space["3"],
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  alignItems: "end",
  "@media": { [breakpoints.sm]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr) auto" } },
});

export const gridField = style({ marginBottom: 0 });

export const clear = style({
  gridColumn: "1 / -1",
  justifySelf: "start",
  "@media": { [breakpoints.sm]: { gridColumn: "auto" } },
});

/** Two lines kept, so a phone read after hydration fills it without moving what is below. */
export const status = style({
  minHeight: `calc(2 * ${vars.lineHeight.body} * 1rem)`,
  marginTop: vars.space["3"],
  display: "flex",
  alignItems: "center",
});

export const hint = style({ color: vars.color.muted, margin: 0 });

export const only = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  minHeight: "2.75rem",
  fontWeight: vars.weight.medium,
  cursor: "pointer",
});

export const checkbox = style({ width: "1.25rem", height: "1.25rem", accentColor: vars.color.brand, flexShrink: 0 });

export const fits = style({ color: vars.color.success });

export const misfit = style({ color: vars.color.danger });

export const notice = style({
  margin: `0 0 ${vars.space["4"]}`,
  padding: vars.space["3"],
  borderInlineStart: `4px solid ${vars.color.brand}`,
  background: vars.color.surface,
});

/** Three lines kept (see `status`). */
export const verdictLine = style({ margin: 0, minHeight: `calc(3 * ${vars.lineHeight.body} * 1rem)` });

export const brands = style({ ...autoColumns("auto-fill", "12rem", vars.space["3"]), margin: 0 });

export const brandName = style({ fontSize: vars.size.md, margin: `0 0 ${vars.space["1"]}` });

export const phoneList = style({ margin: 0, paddingInlineStart: vars.space["5"] });

export const note = style({ color: vars.color.muted, fontSize: vars.size.sm, margin: `0 0 ${vars.space["1"]}` });

export const listTitle = style({ fontSize: vars.size.xl, margin: `${vars.space["4"]} 0 ${vars.space["2"]}` });
