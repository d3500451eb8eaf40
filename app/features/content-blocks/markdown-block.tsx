/** The server made this HTML from the block's Markdown and sanitised it (server/text/markdown.ts). */
export function MarkdownBlock({ html }: { html: string }) {
  return (
    <div
      className="mx-auto max-w-3xl px-4 py-6 text-lg leading-relaxed break-words sm:px-6 [&_a]:text-link [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-4 [&_blockquote]:italic [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mt-4 [&_ul]:list-disc [&_ul]:ps-6 [&>:first-child]:mt-0"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API (server/text/markdown.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
