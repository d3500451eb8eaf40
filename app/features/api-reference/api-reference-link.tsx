import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import "../../lib/texts/developers";

/** The way from a partner system's settings (API keys, webhooks) to the public API reference. */
export function ApiReferenceLink() {
  const { t } = useTranslation();
  return (
    <Link className="underline" to={`/${useLocale()}/developers/api`}>
      {t("developers:referenceLink")}
    </Link>
  );
}
