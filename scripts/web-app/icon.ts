/**
 * The app icons: public/favicon.svg rendered to PNG by resvg (WebAssembly, as the share images),
 * so the icons are the favicon's design and no binary file is kept in the repository.
 */
import { Resvg } from "@resvg/resvg-wasm";
import { palette } from "../../app/styles/tokens";

export type IconPurpose = "any" | "maskable";

/**
 * The SVG of an icon. "any": the favicon itself (a rounded square on a transparent ground).
 * "maskable": the platform applies its own mask, so the ground fills the canvas and the favicon,
 * scaled to 72%, keeps the phone inside the safe zone (the centre circle of 80% diameter).
 */
function iconSvg(favicon: string, purpose: IconPurpose): string {
  if (purpose === "any") return favicon;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${palette.brand}"/><g transform="translate(14 14) scale(0.72)">${favicon}</g></svg>`;
}

/** The icon as a PNG of size x size px (resvg's WebAssembly must be loaded). */
export function renderIcon(favicon: string, size: number, purpose: IconPurpose): Uint8Array {
  return new Resvg(iconSvg(favicon, purpose), { fitTo: { mode: "width", value: size } }).render().asPng();
}
