import { useTranslation } from "react-i18next";
import { FOOTER_COLUMN_KEYS } from "../../contract/volunteer-centers";
import { FooterText } from "../components/shell/footer-text";
import type { RouteHandle } from "../lib/route-handle";
import { useSite } from "../lib/site";

export const handle: RouteHandle = { title: "support.title" };

/** Support (sidebar variant): how to reach the centre. */
export default function Support() {
  const { t } = useTranslation();
  const site = useSite();
  const contact = FOOTER_COLUMN_KEYS.map((key) => site?.center.profile?.footerColumns?.[key]).find((c) => c?.title === "Contact");
  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl font-bold">{t("support.title")}</h1>
      <p className="mt-2 text-lg text-fg-muted">{t("support.intro")}</p>
      {contact && (
        <section className="mt-8 rounded-lg border border-border bg-surface-raised p-6">
          <h2 className="text-lg font-semibold">{t("support.contact")}</h2>
          <p className="mt-2 leading-relaxed">
            <FooterText text={contact.content} />
          </p>
        </section>
      )}
    </div>
  );
}
