import { Mail, MessageCircle } from "lucide-react";
import { buttonClasses } from "../../components/ui/button";
import { CopyButton } from "../../components/ui/copy-button";
import { useTranslation } from "../../lib/i18n";
import { mailtoShareUrl, whatsappShareUrl } from "./share-urls";

/** WhatsApp, e-mail and, once the page runs, copy-the-link; the page's own address is the link to copy by hand. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
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
        <CopyButton
          text={url}
          texts={{
            copy: t("vacancies:share.copy"),
            copied: t("vacancies:share.copied"),
            copyFailed: t("vacancies:share.copyFailed"),
          }}
        />
      </div>
    </section>
  );
}
