/** /images/hero.svg -> /images/share/hero.png (scripts/share-images): chat apps show no SVG in a preview. */
export function sharePngPath(src: string): string {
  return /^\/images\/.+\.svg$/.test(src) ? src.replace(/^\/images\//, "/images/share/").replace(/\.svg$/, ".png") : src;
}
