import { Mail, Phone, UserRound } from "lucide-react";
import type { Vacancy } from "../../../contract/vacancies";
import { useTranslation } from "../../lib/i18n";

/** The contact person's name; phone and e-mail only when the vacancy shows them (the API leaves them out otherwise). */
export function ContactCard({ person }: { person: NonNullable<Vacancy["contactPerson"]> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="vacancy-contact">
      <h2 id="vacancy-contact" className="text-lg font-semibold">
        {t("vacancies:detail.contact")}
      </h2>
      <ul className="mt-3 flex flex-col gap-2.5">
        <li className="flex gap-3">
          <UserRound className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
          {person.fullName}
        </li>
        {person.phoneNumber && (
          <li className="flex gap-3">
            <Phone className="mt-0.5 size-5 shrink-0 text-accent" aria-label={t("vacancies:detail.phone")} />
            <a href={`tel:${person.phoneNumber.replace(/[\s-]/g, "")}`} className="text-link hover:underline">
              {person.phoneNumber}
            </a>
          </li>
        )}
        {person.email && (
          <li className="flex gap-3">
            <Mail className="mt-0.5 size-5 shrink-0 text-accent" aria-label={t("vacancies:detail.email")} />
            <a href={`mailto:${person.email}`} className="min-w-0 break-all text-link hover:underline">
              {person.email}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
