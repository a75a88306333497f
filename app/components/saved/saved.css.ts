import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { stack, wrapRow } from "~/styles/rules";
import { breakpoints } from "~/styles/tokens";
import { card, plainList } from "~/styles/utils.css";

export const panel = style([card, stack(vars.space["4"])]);

export const title = style({ fontSize: vars.size.xl, margin: 0 });
export const lead = style({ margin: 0, color: vars.color.muted });

export const list = style([plainList, stack(vars.space["3"])]);

export const entry = style({
  ...stack(vars.space["3"]),
  alignItems: "center",
  padding: vars.space["4"],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  "@media": { [breakpoints.sm]: { gridTemplateColumns: "1fr auto" } },
});

export const entryTitle = style({ fontSize: vars.size.md, margin: 0, overflowWrap: "anywhere" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"], alignItems: "center" });

export const dialogText = style({ margin: `0 0 ${vars.space["4"]}` });
export const dialogActions = style({ ...wrapRow(vars.space["3"]), justifyContent: "flex-end" });
