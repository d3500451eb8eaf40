// A test language's text (languages.ts pseudoOf): accented, bracketed and each word written right to left (as
// Chromium's ar-XB does), so a text the translator never saw stands out and the layout must hold the other way round.
const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED = [..."àƀçδèƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÈƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"];
// Placeholders, markup and a Markdown link's address stay as they are: code reads them.
const KEPT = /(\{\{[^}]*\}\}|<[^>]*>|\]\([^)]*\))/;
const RIGHT_TO_LEFT_OVERRIDE = "\u202e";
const POP_DIRECTIONAL_FORMATTING = "\u202c";

const accent = (word: string) => [...word].map((letter) => ACCENTED[PLAIN.indexOf(letter)]).join("");

export function pseudoText(text: string): string {
  const strange = text
    .split(KEPT)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/[a-zA-Z]+/g, (word) => `${RIGHT_TO_LEFT_OVERRIDE}${accent(word)}${POP_DIRECTIONAL_FORMATTING}`),
    )
    .join("");
  return `[${strange}]`;
}
