const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

/** What every mail shares around its text. */
export interface MailFrame {
  footer: string;
  buttonFallback: string;
  /** The centre's primary colour as hex, for the button; a safe default otherwise. */
  color?: string | null;
}

export interface MailContent extends MailFrame {
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button. */
  notes?: string[];
}

/** One simple, accessible layout for every e-mail, as HTML and as plain text; all text is escaped. */
export function renderMail(content: MailContent): { html: string; text: string } {
  const color = content.color && /^#[0-9a-fA-F]{6}$/.test(content.color) ? content.color : "#1d4ed8";
  const p = (text: string, style = "") =>
    `<p style="margin:0 0 16px;line-height:1.5;${style}">${escapeHtml(text).replaceAll("\n", "<br>")}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${color};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>` +
      p(content.buttonFallback, "font-size:13px;color:#555") +
      `<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : "";
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b"><div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">${content.paragraphs.map((x) => p(x)).join("")}${button}${(content.notes ?? []).map((x) => p(x, "font-size:13px;color:#555")).join("")}<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0">${p(content.footer, "font-size:12px;color:#71717a")}</div></body></html>`;
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.notes ?? []),
    "--",
    content.footer,
  ].join("\n\n");
  return { html, text };
}
