import { style } from "@vanilla-extract/css";

/** Not positioned: the panel places itself against the (sticky, so positioned) header, full width. */
export const root = style({ display: "flex" });
