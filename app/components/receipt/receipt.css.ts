import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const receipt = style({
  display: "none",
  "@media": {
    print: {
      display: "block",
      color: "#000",
      background: "#fff",
      fontSize: "10pt",
      lineHeight: 1.4,
      breakInside: "avoid",
    },
  },
});

type Rule = Parameters<typeof globalStyle>[1];
// Plain property strings: the typings refuse "!important" in some properties' values.
const print = (rule: Record<string, string>): Rule => ({ "@media": { print: rule } });

// While a receipt is on the page, only it and its ancestors print.
globalStyle(
  `body:has(${receipt}) *:not(:has(${receipt})):not(${receipt}):not(${receipt} *)`,
  print({ display: "none !important" }),
);

// Its ancestors become plain boxes: nothing that would cut the receipt or add a page.
globalStyle(
  `:has(${receipt})`,
  print({
    // An open modal dialog stays in the top layer, where position computes to absolute: pin it to the page's corner.
    position: "static !important",
    display: "block !important",
    inset: "auto !important",
    transform: "none !important",
    width: "auto !important",
    maxWidth: "none !important",
    height: "auto !important",
    minHeight: "0 !important",
    maxHeight: "none !important",
    overflow: "visible !important",
    margin: "0 !important",
    padding: "0 !important",
    border: "0 !important",
    boxShadow: "none !important",
    background: "none !important",
  }),
);
globalStyle(`dialog:has(${receipt})::backdrop`, print({ background: "none" }));

// One A4 page.
globalStyle("@page", { size: "A4", margin: "14mm" } as Rule);

export const brand = style({ fontSize: "16pt", fontWeight: vars.weight.bold, margin: 0 });
export const brandContact = style({ margin: "0 0 10pt" });
export const heading = style({ fontSize: "14pt", margin: "0 0 6pt" });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: "2pt 12pt",
  margin: "0 0 10pt",
});
export const term = style({ fontWeight: vars.weight.bold });
export const value = style({ margin: 0 });

const cell = style({ textAlign: "left", padding: "3pt 4pt", borderBottom: "0.5pt solid #000" });
export const itemsTable = {
  table: style({ width: "100%", borderCollapse: "collapse", margin: "0 0 10pt" }),
  cell,
  num: style([cell, { textAlign: "right", whiteSpace: "nowrap" }]),
};
export const totalRow = style({ fontWeight: vars.weight.bold });

export const columns = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "12pt" });
export const sectionTitle = style({ fontSize: "11pt", margin: "0 0 4pt" });
export const thanks = style({ marginTop: "12pt" });
