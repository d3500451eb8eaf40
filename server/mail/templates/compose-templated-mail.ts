import { type MailFrame, renderMail } from "../render";
import { parseTemplate, renderWrapped, unwrapValues } from "./template-engine";

const BUTTON = /^\[([^\]\n]+)\]\(([^)\s]+)\)$/;
const SUBJECT_MAX = 300;

/**
 * A template's text with its values, in the one mail layout: blocks are separated by a blank line; a block that is
 * only `[label](link)` becomes the button, and what follows it the small print.
 */
export function composeTemplatedMail(
  text: { subject: string; body: string },
  values: Record<string, string>,
  allowed: readonly string[],
  frame: MailFrame,
): { subject: string; html: string; text: string } {
  const body = renderWrapped(parseTemplate(text.body, allowed), values).replaceAll("\r\n", "\n");
  const paragraphs: string[] = [];
  const notes: string[] = [];
  let action: { label: string; url: string } | undefined;
  for (const block of body.split(/\n[ \t]*\n/).map((part) => part.trim())) {
    if (!block) continue;
    const button = action ? null : BUTTON.exec(block);
    const url = button ? unwrapValues(button[2]).trim() : "";
    if (button && /^https?:\/\//i.test(url)) action = { label: unwrapValues(button[1]).trim(), url };
    else (action ? notes : paragraphs).push(unwrapValues(block).trim());
  }
  const subject = unwrapValues(renderWrapped(parseTemplate(text.subject, allowed), values))
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SUBJECT_MAX);
  return { subject, ...renderMail({ ...frame, paragraphs: paragraphs.filter(Boolean), action, notes: notes.filter(Boolean) }) };
}
