import { dateFormat } from "../../../contract/intl-formats";
import type { WorkshopRegistration } from "../../../contract/workshops";
import { intlLocale } from "../../../locales/languages";
import { Button } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import "../../lib/texts/workshops";

/** Who comes and who waits, for the centre's staff; one can be taken off the list (his seat goes to the next). */
export function RegistrationList({ registrations }: { registrations: WorkshopRegistration[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = dateFormat(intlLocale(locale), { dateStyle: "medium", timeZone: "Europe/Amsterdam" });
  return (
    <section aria-labelledby="registrations-title" className="flex flex-col gap-4">
      <h2 id="registrations-title" className="text-2xl font-bold">
        {t("workshops:attendees.title")}
      </h2>
      {registrations.length === 0 ? (
        <p className="text-fg-muted">{t("workshops:attendees.none")}</p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface-raised"
          data-testid="registrations"
        >
          {registrations.map((registration) => (
            <li key={registration.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-medium break-words">{registration.name}</p>
                <p className="text-sm break-all text-fg-muted">{registration.email}</p>
                <p className="text-sm text-fg-muted">
                  {t(`workshops:attendees.status_${registration.status}`)} · {t("workshops:attendees.signedUp")}{" "}
                  {date.format(new Date(registration.createdAt))}
                </p>
              </div>
              {registration.status !== "cancelled" && (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="registration_id" value={registration.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value="remove"
                    flavor="outline"
                    color="danger"
                    size="lg"
                    aria-label={t("workshops:attendees.removeLabel", { name: registration.name })}
                  >
                    {t("workshops:attendees.remove")}
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
