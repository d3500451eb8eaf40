import { FORM_SPAM } from "../../../contract/form-spam";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/form-answers";

/**
 * The two fields that stop spam without a third party (contract/form-spam.ts): when the form was shown, and a
 * field people never see. It is visually hidden, not display:none, which some bots skip; its label says to leave it.
 */
export function SpamFields({ startedAt }: { startedAt: number }) {
  const { t } = useTranslation();
  return (
    <>
      <input type="hidden" name="started_at" value={String(startedAt)} />
      <div aria-hidden className="sr-only">
        <label htmlFor="form-honeypot">{t("form-answers:page.honeypot")}</label>
        <input id="form-honeypot" type="text" name={FORM_SPAM.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
