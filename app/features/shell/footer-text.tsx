import { Fragment } from "react";
import { isRichText } from "../../../contract/volunteer-center-profile";

const URL = /^https?:\/\/\S+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9\s-]{7,}$/;
// A line of its own, so a finger can hit it: 44 px high (WCAG 2.5.5).
const LINK = "inline-flex min-h-11 items-center wrap-anywhere underline underline-offset-2 hover:no-underline";

/** Footer column text: one line each; web addresses, e-mail addresses and phone numbers become links (a long one wraps on a phone). */
export function FooterText({ text }: { text: string }) {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <>
      {lines.map((line, i) => {
        let content: React.ReactNode = line;
        if (URL.test(line))
          content = (
            <a className={LINK} href={line} rel="noopener noreferrer">
              {line.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "")}
            </a>
          );
        else if (EMAIL.test(line))
          content = (
            <a className={LINK} href={`mailto:${line}`}>
              {line}
            </a>
          );
        else if (PHONE.test(line))
          content = (
            <a className={LINK} href={`tel:${line.replace(/[\s-]/g, "")}`}>
              {line}
            </a>
          );
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of static text.
          <Fragment key={i}>
            {content}
            {i < lines.length - 1 && <br />}
          </Fragment>
        );
      })}
    </>
  );
}

/** A footer column's content: the editor's HTML as it was saved, or plain lines with their links. */
export function FooterColumnContent({ text }: { text: string }) {
  if (!isRichText(text)) return <FooterText text={text} />;
  return (
    <div
      className="[&_a]:underline [&_a]:underline-offset-2 [&_li]:ms-4 [&_ul]:list-disc"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API on every write (server/text/rich-text.ts).
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
