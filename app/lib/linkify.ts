/** A piece of a plain-text message: text as it is, or a web address to show as a link. */
export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// http(s) addresses and www. ones; the browser gets them as href values, never as HTML.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
// A sentence's closing punctuation is not part of the address.
const TRAILING = /[.,;:!?)\]'"]+$/;

/** Splits plain text into text and links, so a screen can render both as elements without HTML. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const raw = match[0].replace(TRAILING, "");
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    const href = raw.toLowerCase().startsWith("www.") ? `https://${raw}` : raw;
    parts.push({ kind: "link", text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
