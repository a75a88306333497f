/**
 * The PNG copy the build renders of a site picture for link previews (scripts/share-images):
 * /images/hero.svg -> /images/share/hero.png. Chat apps (WhatsApp, Facebook, X) show no SVG in a
 * preview, and the site's pictures are SVG. Other formats are used as they are.
 */
export function sharePngPath(src: string): string {
  return /^\/images\/.+\.svg$/.test(src) ? src.replace(/^\/images\//, "/images/share/").replace(/\.svg$/, ".png") : src;
}
