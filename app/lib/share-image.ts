/** /images/hero.svg -> /images/share/hero.png (scripts/share-images): chat apps show no SVG in a preview. */
export const sharePngPath = (src: string) => src.replace(/^\/images\/(.+)\.svg$/, "/images/share/$1.png");
