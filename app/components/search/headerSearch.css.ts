import { style } from "@vanilla-extract/css";
import { column, dropdownPanel, listReset, offscreen } from "~/styles/rules";
import { vars } from "~/styles/theme.css";
import { breakpoints } from "~/styles/tokens";
import { container } from "~/styles/utils.css";

const { lg } = breakpoints;

// Below `lg` the form is a panel placed against the (sticky, so positioned) header.
export const root = style({
  display: "flex",
  "@media": { [lg]: { flex: "1 1 auto", minWidth: "12rem", maxWidth: "36rem" } },
});

export const toggle = style({ "@media": { [lg]: { display: "none" } } });

export const form = style({
  display: "none",
  "@media": {
    // `not` + the query: exactly the widths and media where `lg` does not apply.
    [`not ${lg}`]: { selectors: { "&[data-open]": { ...dropdownPanel, paddingBlock: vars.space["3"] } } },
    [lg]: { display: "block", position: "relative", flex: "1 1 auto", minWidth: 0 },
  },
});

export const inner = style([container, { "@media": { [lg]: { maxWidth: "none", paddingInline: 0 } } }]);

/** In the bar the adjacent Search button shows what the field is for. */
export const label = style({
  display: "block",
  fontWeight: vars.weight.medium,
  marginBottom: vars.space["1"],
  "@media": { [lg]: offscreen },
});

export const field = style({ display: "flex" });

export const input = style({
  flex: "1 1 auto",
  minWidth: 0,
  minHeight: "2.75rem",
  paddingInline: vars.space["3"],
  border: `2px solid ${vars.color.control}`,
  borderInlineEnd: 0,
  borderStartStartRadius: vars.radius.md,
  borderEndStartRadius: vars.radius.md,
  background: vars.color.bg,
  color: vars.color.text,
  fontSize: vars.size.md,
  selectors: { "&::placeholder": { color: vars.color.muted, opacity: 1 } },
});

export const submit = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: "2.75rem",
  minHeight: "2.75rem",
  padding: 0,
  border: `2px solid ${vars.color.brand}`,
  borderStartEndRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  selectors: { "&:hover": { background: vars.color.brandStrong, borderColor: vars.color.brandStrong } },
});

export const listbox = style({
  ...listReset,
  margin: `${vars.space["2"]} 0 0`,
  maxHeight: "min(28rem, 65vh)",
  overflowY: "auto",
  "@media": {
    [lg]: {
      position: "absolute",
      insetInline: 0,
      top: "100%",
      marginTop: vars.space["1"],
      padding: vars.space["1"],
      background: vars.color.bg,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.md,
    },
  },
});

export const option = style({
  ...column("0.125rem"),
  minHeight: "2.75rem",
  justifyContent: "center",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  overflowWrap: "anywhere",
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.surfaceAlt,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: "-2px",
    },
  },
});

export const optionName = style({ fontWeight: vars.weight.medium });

export const optionMeta = style({ fontSize: vars.size.sm, color: vars.color.muted });

export const seeAll = style([option, { color: vars.color.brand, fontWeight: vars.weight.bold }]);

export const mark = style({
  background: vars.color.brandTint,
  color: vars.color.text,
  fontWeight: vars.weight.bold,
  textDecoration: "underline",
});
