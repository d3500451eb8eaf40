import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

// Raw HTML in the Markdown is not ours to trust: the sanitiser below drops anything but these tags.
const marked = new Marked({ gfm: true, breaks: false, async: false });

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "del", "h2", "h3", "h4", "ul", "ol", "li", "blockquote", "a", "hr", "code", "pre"],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  transformTags: {
    // A page's heading is its h1, so Markdown's # becomes a section heading.
    h1: "h2",
    // Another site's link opens apart and gets no hold on ours; our own pages open in place.
    a: (tagName, attribs) =>
      /^https?:/i.test(attribs.href ?? "")
        ? { tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" } }
        : { tagName, attribs },
  },
};

/** A content block's Markdown as safe HTML: no script, style, event handler or frame survives. */
export function markdownToHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown) as string, OPTIONS).trim();
}
