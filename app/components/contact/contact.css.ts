import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { autoColumns, column, disc, factsGrid, panelBox, stack, wrapRow } from "~/styles/rules";
import { plainList } from "~/styles/utils.css";
import { breakpoints } from "~/styles/tokens";

export const methods = style([plainList, autoColumns("auto-fit", "16rem", vars.space["4"])]);

export const method = style(column(vars.space["2"]));

export const methodIcon = style([disc("3rem"), { background: vars.color.brandTint, color: vars.color.brand }]);

export const methodTitle = style({ fontSize: vars.size.lg, margin: 0 });

export const methodValue = style({
  marginTop: "auto",
  fontWeight: vars.weight.bold,
  display: "inline-flex",
  alignItems: "center",
  minHeight: "1.5rem",
  overflowWrap: "anywhere",
});

export const layout = style({
  ...stack(vars.space["6"]),
  alignItems: "start",
  "@media": { [breakpoints.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)" } },
});

export const formGrid = style({
  display: "grid",
  columnGap: vars.space["4"],
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [breakpoints.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const fullWidth = style({
  "@media": { [breakpoints.sm]: { gridColumn: "1 / -1" } },
});

export const aside = style(stack(vars.space["4"]));

export const asideTitle = style({ fontSize: vars.size.lg, marginBottom: vars.space["3"] });

export const hours = style(factsGrid);

export const hoursDays = style({ fontWeight: vars.weight.bold });

export const flush = style({ margin: 0 });

export const areas = style([plainList, wrapRow(vars.space["2"])]);

export const area = style({
  padding: `${vars.space["1"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandTint,
  color: vars.color.brandStrong,
  fontSize: vars.size.sm,
  fontWeight: vars.weight.medium,
});

export const faq = style({ ...stack(vars.space["3"]), maxWidth: "48rem" });

export const faqItem = style({ ...panelBox, borderRadius: vars.radius.md });

export const faqHeading = style({ margin: 0, fontSize: vars.size.md });

export const faqButton = style({
  display: "flex",
  width: "100%",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["3"],
  minHeight: "3rem",
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: "transparent",
  fontWeight: vars.weight.bold,
  textAlign: "start",
  selectors: { "&:hover": { background: vars.color.surfaceAlt } },
});

export const faqChevron = style({
  flexShrink: 0,
  transition: "transform 150ms ease",
  selectors: { '[aria-expanded="true"] > &': { transform: "rotate(180deg)" } },
});

export const faqAnswer = style({
  padding: `0 ${vars.space["4"]} ${vars.space["4"]}`,
  margin: 0,
  color: vars.color.muted,
});
