import { type MailFrame, renderMail } from "../render";
import { parseTemplate, renderWrapped, TemplateSyntaxError, unwrapValues } from "./template-engine";
import { isUrlVariable, type LinkCheck, withoutForeignLinks } from "./template-links";

const BUTTON = /^\[([^\]\n]+)\]\(([^)\s]+)\)$/;
const SUBJECT_MAX = 300;
/**
 * On save a text must render within this, a quarter of what sending allows (the engine's own limit). A loop over a
 * huge range is stopped at once by the engine's memory limit; this catches nested loops, with room for a busy server.
 */
const CHECK_RENDER_LIMIT_MS = 500;

/** Where a mail's links may point. */
export interface MailLinks {
  allowed: LinkCheck;
  /** A security mail's button: the platform's address, whatever the template's button says (only its words count). */
  action?: { label: string; url: string };
  /** Checking a text on save: refuse a link elsewhere (instead of leaving it out) and a render that takes long. */
  strict?: boolean;
}

/**
 * A template's text with its values, in the one mail layout: blocks are separated by a blank line; a block that is
 * only `[label](link)` becomes the button, and what follows it the small print. A link elsewhere is left out.
 */
export function composeTemplatedMail(
  text: { subject: string; body: string },
  values: Record<string, string>,
  allowed: readonly string[],
  frame: MailFrame,
  links: MailLinks,
): { subject: string; html: string; text: string } {
  const limit = links.strict ? CHECK_RENDER_LIMIT_MS : undefined;
  const own = Object.values(values);
  const urls = Object.entries(values).flatMap(([name, value]) => (isUrlVariable(name) && value ? [value] : []));
  const clean = (part: string) => withoutForeignLinks(unwrapValues(part), links.allowed, own, links.strict).trim();
  const body = renderWrapped(parseTemplate(text.body, allowed), values, limit).replaceAll("\r\n", "\n");
  const paragraphs: string[] = [];
  const notes: string[] = [];
  let action: { label: string; url: string } | undefined;
  for (const block of body.split(/\n[ \t]*\n/).map((part) => part.trim())) {
    if (!block) continue;
    const button = action ? null : BUTTON.exec(block);
    if (!button) {
      (action ? notes : paragraphs).push(clean(block));
      continue;
    }
    const url = links.action?.url ?? unwrapValues(button[2]).trim();
    const linked = /^https?:\/\//i.test(url) && (urls.includes(url) || links.allowed(url));
    if (linked) action = { label: clean(button[1]) || (links.action?.label ?? url), url };
    else if (links.strict) throw new TemplateSyntaxError("link", url.slice(0, 120));
  }
  if (!action && links.action) action = links.action;
  const subject = clean(renderWrapped(parseTemplate(text.subject, allowed), values, limit))
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SUBJECT_MAX);
  return { subject, ...renderMail({ ...frame, paragraphs: paragraphs.filter(Boolean), action, notes: notes.filter(Boolean) }) };
}
