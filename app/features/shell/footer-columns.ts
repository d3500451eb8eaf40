import { FOOTER_COLUMN_KEYS, type FooterColumnKey, isRichText } from "../../../contract/volunteer-center-profile";
import type { FooterColumn, FooterColumns } from "../../../contract/volunteer-centers";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A plain line as HTML; a web or e-mail address becomes the link the footer made of it. */
function lineHtml(line: string): string {
  const text = escapeHtml(line);
  if (/^https?:\/\/\S+$/.test(line)) return `<a href="${text}">${text}</a>`;
  if (/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(line)) return `<a href="mailto:${text}">${text}</a>`;
  return text;
}

/** A column written before the editor existed (plain lines) as the editor's HTML. */
export function editableColumn(column: FooterColumn | undefined): FooterColumn {
  const content = column?.content ?? "";
  if (!content || isRichText(content)) return { title: column?.title ?? "", content };
  const lines = content
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map(lineHtml);
  return { title: column?.title ?? "", content: `<p>${lines.join("<br>")}</p>` };
}

/** The changed columns as the API takes them: an emptied column is removed (null). */
export function changedColumns(initial: FooterColumns, current: FooterColumns) {
  const out: Partial<Record<FooterColumnKey, FooterColumn | null>> = {};
  for (const key of FOOTER_COLUMN_KEYS) {
    const before = initial[key];
    const after = current[key];
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    out[key] = after && (after.title.trim() || after.content) ? after : null;
  }
  return out;
}
