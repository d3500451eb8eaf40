import { Fragment } from "react";

/** Plain text as paragraphs: a blank line starts a new one, a single line break stays a line break. */
export function TextParagraphs({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n[^\S\n]*\n\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of static text.
        <p key={index} className={className}>
          {paragraph.split("\n").map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of static text.
            <Fragment key={i}>
              {i > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
