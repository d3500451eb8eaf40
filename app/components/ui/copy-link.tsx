import { useId, useRef } from "react";
import { CopyButton, type CopyButtonTexts } from "./copy-button";
import { INPUT } from "./field";

export interface CopyLinkTexts extends CopyButtonTexts {
  /** The field's label. */
  link: string;
}

/**
 * A link in a read-only field, so it can be copied by hand before (or without) JavaScript, and a copy button once the
 * page runs (and the browser offers a clipboard).
 */
export function CopyLink({ url, texts, testId }: { url: string; texts: CopyLinkTexts; testId?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <div className="flex flex-wrap gap-2 empty:hidden">
        <CopyButton text={url} texts={texts} onFailed={() => input.current?.select()} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm text-fg-muted">
          {texts.link}
        </label>
        <input
          ref={input}
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className={`${INPUT} text-sm`}
          data-testid={testId}
        />
      </div>
    </>
  );
}
