import { useEffect, useRef } from "react";
import { CopyButton } from "./copy-button";
import { INPUT } from "./field";

export interface SecretNoticeTexts {
  title: string;
  text: string;
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

/**
 * A secret shown this once (an API key, a webhook's signing secret): it takes the focus so the admin reads it, and is
 * selectable by hand as well as copied.
 */
export function SecretNotice({ id, secret, texts }: { id: string; secret: string; texts: SecretNoticeTexts }) {
  const notice = useRef<HTMLElement>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <section
      ref={notice}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border-2 border-green-700 bg-green-50 p-4 dark:border-green-400 dark:bg-green-950"
      data-testid={id}
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {texts.title}
      </h3>
      <p>{texts.text}</p>
      <label htmlFor={id} className="text-sm font-medium">
        {texts.label}
      </label>
      <input
        ref={field}
        id={id}
        readOnly
        value={secret}
        className={`${INPUT} font-mono`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div>
        <CopyButton
          text={secret}
          texts={{ copy: texts.copy, copied: texts.copied, copyFailed: texts.copyFailed }}
          onFailed={() => field.current?.select()}
        />
      </div>
    </section>
  );
}

/** The notice's texts from one group of a catalogue: title, text, label, copy, copied, copyFailed. */
export const secretNoticeTexts = (text: (key: keyof SecretNoticeTexts) => string): SecretNoticeTexts => ({
  title: text("title"),
  text: text("text"),
  label: text("label"),
  copy: text("copy"),
  copied: text("copied"),
  copyFailed: text("copyFailed"),
});
