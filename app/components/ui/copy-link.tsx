import { Copy } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "../../lib/toast-store";
import { buttonClasses } from "./button";
import { INPUT } from "./field";

export interface CopyLinkTexts {
  /** The field's label. */
  link: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

/**
 * A link in a read-only field, so it can be copied by hand before (or without) JavaScript, and a copy button once the
 * page runs (and the browser offers a clipboard). `buttons` are more actions beside the copy button.
 */
export function CopyLink({
  url,
  texts,
  testId,
  buttons,
}: {
  url: string;
  texts: CopyLinkTexts;
  testId?: string;
  buttons?: React.ReactNode;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(Boolean(navigator.clipboard)), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success({ title: texts.copied });
    } catch {
      input.current?.select();
      toast.warning({ title: texts.copyFailed });
    }
  };
  return (
    <>
      {(buttons || interactive) && (
        <div className="flex flex-wrap gap-2">
          {buttons}
          {interactive && (
            <button type="button" onClick={copy} className={buttonClasses({ flavor: "outline", color: "muted" })}>
              <Copy className="size-4" aria-hidden />
              {texts.copy}
            </button>
          )}
        </div>
      )}
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
