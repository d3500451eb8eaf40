import { diffWords } from "diff";
import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n";
import type { ShownValue } from "./page-comparison";
import "../../lib/texts/content";

const DEL = "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100";
const INS = "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100";

/** Marked for every reader: a screen reader does not say <del> and <ins> by themselves. */
function Marked({ kind, children }: { kind: "before" | "after"; children: ReactNode }) {
  const { t } = useTranslation();
  const Tag = kind === "before" ? "del" : "ins";
  return (
    <Tag className={`${kind === "before" ? DEL : INS} break-words`}>
      <span className="sr-only">{t(`content:pages.comparison.${kind === "before" ? "removedMark" : "addedMark"}`)} </span>
      {children}
    </Tag>
  );
}

/** One field's change: texts word by word, a yes or no as words, images side by side. */
export function ValueChange({ before, after }: { before?: ShownValue; after?: ShownValue }) {
  const { t } = useTranslation();
  if (before?.kind === "text" && after?.kind === "text") {
    return (
      <p className="whitespace-pre-line break-words">
        {diffWords(before.text, after.text).map((part, index) =>
          part.removed ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move
            <Marked key={index} kind="before">
              {part.value}
            </Marked>
          ) : part.added ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move
            <Marked key={index} kind="after">
              {part.value}
            </Marked>
          ) : (
            part.value
          ),
        )}
      </p>
    );
  }
  const shown = (value: ShownValue) =>
    value.kind === "text" ? (
      <span className="whitespace-pre-line">{value.text}</span>
    ) : value.kind === "flag" ? (
      t(value.on ? "content:pages.comparison.yes" : "content:pages.comparison.no")
    ) : (
      <span className="inline-flex flex-col gap-1 align-top">
        {value.image.small || value.image.url ? (
          <img src={value.image.small ?? value.image.url} alt="" className="h-20 w-32 rounded-md object-cover" loading="lazy" />
        ) : null}
        <span>{value.image.alt}</span>
      </span>
    );
  return (
    <p className="flex flex-wrap items-start gap-3">
      {before && <Marked kind="before">{shown(before)}</Marked>}
      {after && <Marked kind="after">{shown(after)}</Marked>}
    </p>
  );
}
