// Vite plugin: the web app manifest and its PNG icons, made at build time from the brand data, the palette and
// the favicon, so no binary file is kept in the repository.
import { Resvg } from "@resvg/resvg-wasm";
import type { Plugin } from "vite";
import { WEB_APP } from "../../app/data/device";
import { BRAND } from "../../app/data/brand";
import { palette } from "../../app/styles/tokens";
import { readFile } from "node:fs/promises";
import { clientFiles, loadResvg } from "../share-images";

export const MANIFEST_PATH = "/manifest.webmanifest";

const ICONS = [
  ...WEB_APP.iconSizes.map((size) => ({ src: `/icons/icon-${size}.png`, size, purpose: "any" })),
  { src: `/icons/icon-maskable-${WEB_APP.maskableSize}.png`, size: WEB_APP.maskableSize, purpose: "maskable" },
];

// "maskable": the platform applies its own mask, so the ground fills the canvas and the favicon, scaled to 72%,
// keeps the phone inside the safe zone (the centre circle of 80% diameter).
function iconSvg(favicon: string, purpose: string): string {
  if (purpose === "any") return favicon;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${palette.brand}"/><g transform="translate(14 14) scale(0.72)">${favicon}</g></svg>`;
}

/** With everything Chromium's installability check asks for. */
export function webAppManifest() {
  return {
    id: WEB_APP.startUrl,
    name: WEB_APP.name,
    short_name: WEB_APP.shortName,
    description: BRAND.tagline,
    lang: "en-KE",
    start_url: WEB_APP.startUrl,
    scope: "/",
    display: WEB_APP.display,
    theme_color: palette.brand,
    background_color: palette.bg,
    icons: ICONS.map((icon) => ({
      src: icon.src,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}

export async function webAppFiles() {
  await loadResvg();
  const favicon = await readFile("public/favicon.svg", "utf8");
  const png = ({ size, purpose }: (typeof ICONS)[number]) =>
    new Resvg(iconSvg(favicon, purpose), { fitTo: { mode: "width", value: size } }).render().asPng();
  return [
    { path: MANIFEST_PATH, source: `${JSON.stringify(webAppManifest(), null, 2)}\n` },
    ...ICONS.map((icon) => ({ path: icon.src, source: png(icon) })),
  ];
}

/** Emits the files into the client build; the dev server answers them from memory. */
export function webApp(): Plugin {
  return {
    ...clientFiles("web-app-manifest", webAppFiles),
    configureServer(server) {
      const files = webAppFiles().then((list) => new Map(list.map((f) => [f.path, f.source])));
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "").split("?")[0]!;
        files.then((map) => {
          const source = map.get(path);
          if (source === undefined) return next();
          res.setHeader("Content-Type", path === MANIFEST_PATH ? "application/manifest+json" : "image/png");
          res.end(source);
        }, next);
      });
    },
  };
}
