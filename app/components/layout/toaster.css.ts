import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// Class repeated four times: (0,4,0) beats sonner's own rules, injected after ours, up to (0,3,0).
export const toast = style({
  selectors: {
    "&&&&": {
      background: vars.color.bg,
      color: vars.color.text,
      border: `1px solid ${vars.color.control}`,
      borderLeftWidth: "6px",
      fontSize: vars.size.md,
      boxShadow: vars.shadow.lg,
    },
  },
});
export const title = style({ selectors: { "&&&&": { fontWeight: vars.weight.bold, color: vars.color.text } } });
export const description = style({ selectors: { "&&&&": { color: vars.color.text } } });
export const error = style({ selectors: { "&&&&": { borderLeftColor: vars.color.danger } } });
export const success = style({ selectors: { "&&&&": { borderLeftColor: vars.color.success } } });
export const close = style({
  selectors: {
    "&&&&": {
      width: 24,
      height: 24,
      background: vars.color.bg,
      color: vars.color.text,
      borderColor: vars.color.control,
    },
  },
});
globalStyle(`${error} [data-icon]`, { color: vars.color.danger });
globalStyle(`${success} [data-icon]`, { color: vars.color.success });
