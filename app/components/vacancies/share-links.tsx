import { Copy, Mail, MessageCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { mailtoShareUrl, whatsappShareUrl } from "../../lib/share-links";
import { toast } from "../../lib/toast-store";
import { buttonClasses } from "../ui/button";
import { INPUT } from "../ui/field";

/**
 * WhatsApp, e-mail and copy-the-link. The link itself is always in a read-only field, so it can be copied by hand
 * before (or without) JavaScript; the copy button appears once the page runs.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(Boolean(navigator.clipboard)), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success({ title: t("vacancies:share.copied") });
    } catch {
      input.current?.select();
      toast.warning({ title: t("vacancies:share.copyFailed") });
    }
  };
  const link = buttonClasses({ flavor: "outline", color: "muted" });
  return (
    <section aria-labelledby="vacancy-share" className="flex flex-col gap-3">
      <h2 id="vacancy-share" className="text-lg font-semibold">
        {t("vacancies:share.title")}
      </h2>
      <div className="flex flex-wrap gap-2">
        <a
          href={whatsappShareUrl(t("vacancies:share.text", { title, url }))}
          target="_blank"
          rel="noopener noreferrer"
          className={link}
        >
          <MessageCircle className="size-4" aria-hidden />
          {t("vacancies:share.whatsapp")}
        </a>
        <a
          href={mailtoShareUrl(t("vacancies:share.mailSubject", { title }), t("vacancies:share.mailBody", { title, url }))}
          className={link}
        >
          <Mail className="size-4" aria-hidden />
          {t("vacancies:share.email")}
        </a>
        {interactive && (
          <button type="button" onClick={copy} className={link}>
            <Copy className="size-4" aria-hidden />
            {t("vacancies:share.copy")}
          </button>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm text-fg-muted">
          {t("vacancies:share.link")}
        </label>
        <input
          ref={input}
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className={`${INPUT} text-sm`}
          data-testid="share-url"
        />
      </div>
    </section>
  );
}
