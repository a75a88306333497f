/** Lower case, accents dropped (é -> e). */
export const foldText = (text: string) =>
  text
    .toLocaleLowerCase("en")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");

export const searchWords = (q: string) => foldText(q).split(/\s+/).filter(Boolean);
