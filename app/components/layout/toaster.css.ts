import { globalStyle, style, type StyleRule } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// Class repeated four times: (0,4,0) beats sonner's own rules, injected after ours, up to (0,3,0).
const overSonner = (rule: StyleRule) => style({ selectors: { "&&&&": rule } });

export const toast = overSonner({
  background: vars.color.bg,
  color: vars.color.text,
  border: `1px solid ${vars.color.control}`,
  borderLeftWidth: "6px",
  fontSize: vars.size.md,
  boxShadow: vars.shadow.lg,
});
export const title = overSonner({ fontWeight: vars.weight.bold, color: vars.color.text });
export const description = overSonner({ color: vars.color.text });
export const error = overSonner({ borderLeftColor: vars.color.danger });
export const success = overSonner({ borderLeftColor: vars.color.success });
export const close = overSonner({
  width: 24,
  height: 24,
  background: vars.color.bg,
  color: vars.color.text,
  borderColor: vars.color.control,
});
globalStyle(`${error} [data-icon]`, { color: vars.color.danger });
globalStyle(`${success} [data-icon]`, { color: vars.color.success });
