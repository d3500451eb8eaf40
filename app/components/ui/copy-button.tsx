import { Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "../../lib/toast-store";
import { buttonClasses } from "./button";

export interface CopyButtonTexts {
  copy: string;
  copied: string;
  copyFailed: string;
}

/**
 * Copies a text to the clipboard and says so in a toast (a live region); there only once the page runs and the
 * browser offers a clipboard. `onFailed` lets a caller point to the text to copy by hand.
 */
export function CopyButton({ text, texts, onFailed }: { text: string; texts: CopyButtonTexts; onFailed?: () => void }) {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(Boolean(navigator.clipboard)), []);
  if (!interactive) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success({ title: texts.copied });
    } catch {
      onFailed?.();
      toast.warning({ title: texts.copyFailed });
    }
  };
  return (
    <button type="button" onClick={copy} className={buttonClasses({ flavor: "outline", color: "muted" })}>
      <Copy className="size-4" aria-hidden />
      {texts.copy}
    </button>
  );
}
