import { Link } from "react-router";
import type { Application } from "../../../contract/applications";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { ApplicationStatusBadge } from "./status-badge";

/** A table from md up; cards on a phone, where a table of five columns cannot be read. */
export function ApplicationsList({ applications, format }: { applications: Application[]; format: (d: string) => string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <div data-testid="applications-list">
      <table className="mt-6 hidden w-full overflow-hidden rounded-lg border border-border bg-surface-raised text-start md:table">
        <thead className="border-b border-border text-sm text-fg-muted">
          <tr>
            <th className="px-4 py-3 font-medium">{t("applications:list.name")}</th>
            <th className="px-4 py-3 font-medium">{t("applications:list.vacancy")}</th>
            <th className="px-4 py-3 font-medium">{t("applications:list.submittedAt")}</th>
            <th className="px-4 py-3 font-medium">{t("applications:list.status")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {applications.map((a) => (
            <tr key={a.id}>
              <td className="px-4 py-3">
                <Link to={to(`/applications/${a.id}`)} className="font-semibold text-link hover:underline">
                  {a.name}
                </Link>
                <p className="text-sm break-all text-fg-muted">{a.email}</p>
              </td>
              <td className="px-4 py-3">{a.vacancyTitle}</td>
              <td className="px-4 py-3 whitespace-nowrap">{format(a.createdAt)}</td>
              <td className="px-4 py-3">
                <ApplicationStatusBadge status={a.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-6 flex flex-col gap-3 md:hidden">
        {applications.map((a) => (
          <li key={a.id} className="rounded-lg border border-border bg-surface-raised p-4">
            <div className="flex items-start justify-between gap-3">
              <Link to={to(`/applications/${a.id}`)} className="font-semibold text-link hover:underline">
                {a.name}
              </Link>
              <ApplicationStatusBadge status={a.status} />
            </div>
            <p className="mt-1 text-sm break-all text-fg-muted">{a.email}</p>
            <p className="mt-2 text-sm">{a.vacancyTitle}</p>
            <p className="text-sm text-fg-muted">{format(a.createdAt)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
