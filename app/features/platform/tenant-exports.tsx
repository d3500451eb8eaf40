import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { dateFormat, formatNumber } from "../../../contract/intl-formats";
import { Button } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { type BadgeTone, StatusBadge } from "../../components/ui/status-badge";
import { formatBytes } from "../../lib/format-bytes";
import { useTranslation } from "../../lib/i18n";
import { useLocale } from "../../lib/locale";
import type { ConsoleTenant } from "./tenant-form-schema";
import "../../lib/texts/platform";

/** An export of a tenant as the operator API answers it (camelCase). */
export interface ConsoleExport {
  id: string;
  kind: "requested" | "archive";
  status: "queued" | "running" | "done" | "failed";
  tablesDone: number;
  tablesTotal: number;
  sizeBytes: number | null;
  createdAt: string;
  finishedAt: string | null;
  expiresAt: string | null;
  downloadable: boolean;
}

const TONES: Record<ConsoleExport["status"], BadgeTone> = {
  queued: "waiting",
  running: "info",
  done: "positive",
  failed: "negative",
};
/** While an export runs the page asks again this often (with JavaScript; without, the refresh link does it). */
const POLL_MS = 3000;

/** A moment as the console writes it: Amsterdam's day and time, the same on the server and in the browser. */
export const formatMoment = (locale: string, iso: string, time = true) =>
  dateFormat(locale, { timeZone: "Europe/Amsterdam", dateStyle: "long", ...(time ? { timeStyle: "short" } : {}) }).format(
    new Date(iso),
  );

/** The tenant's exports with their progress and downloads, and the button for another. */
export function TenantExports({ tenant, exports }: { tenant: ConsoleTenant; exports: ConsoleExport[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { revalidate, state } = useRevalidator();
  const busy = exports.some((row) => row.status === "queued" || row.status === "running");
  useEffect(() => {
    if (!busy || state !== "idle") return;
    const timer = setTimeout(() => void revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [busy, state, revalidate]);
  return (
    <div className="mt-3 grid gap-4">
      <p className="text-sm text-fg-muted">{t("platform:exports.intro")}</p>
      {!tenant.erasedAt && (
        <Form method="post">
          <Button type="submit" name="intent" value="export" flavor="outline" size="lg">
            {t("platform:exports.start")}
          </Button>
        </Form>
      )}
      {exports.length === 0 ? (
        <p>{t("platform:exports.none")}</p>
      ) : (
        <ul className="grid gap-3" data-testid="tenant-exports">
          {exports.map((row) => (
            <li key={row.id} className="grid gap-1 rounded-md border border-border p-3" data-testid="tenant-export">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{formatMoment(locale, row.createdAt)}</span>
                <StatusBadge tone={TONES[row.status]}>{t(`platform:exports.status.${row.status}`)}</StatusBadge>
                {row.kind === "archive" && <span className="text-sm text-fg-muted">{t("platform:exports.ofArchive")}</span>}
              </div>
              {(row.status === "queued" || row.status === "running") && (
                <p className="text-sm">
                  {t("platform:exports.progress", {
                    done: formatNumber(locale, row.tablesDone, 0),
                    total: row.tablesTotal > 0 ? formatNumber(locale, row.tablesTotal, 0) : "…",
                  })}
                </p>
              )}
              {row.status === "done" && row.sizeBytes !== null && (
                <p className="text-sm">
                  {t("platform:exports.done", {
                    size: formatBytes(row.sizeBytes, locale),
                    tables: formatNumber(locale, row.tablesTotal, 0),
                  })}
                </p>
              )}
              {row.downloadable && row.expiresAt && (
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <a
                    href={`/api/v1/platform/tenants/${encodeURIComponent(tenant.id)}/exports/${row.id}/download`}
                    className="font-medium text-link underline"
                    download
                  >
                    {t("platform:exports.download")}
                  </a>
                  <span className="text-fg-muted">
                    {t("platform:exports.until", { date: formatMoment(locale, row.expiresAt) })}
                  </span>
                </p>
              )}
              {row.status === "done" && !row.downloadable && (
                <p className="text-sm text-fg-muted">{t("platform:exports.expired")}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {busy && (
        <p className="text-sm">
          <Link to="." reloadDocument className="font-medium text-link underline">
            {t("platform:exports.refresh")}
          </Link>
        </p>
      )}
    </div>
  );
}

/** The erasure's date as the archive button states it: 30 days from now, as the API sets it. */
const ARCHIVE_GRACE_DAYS = 30;

/**
 * Archive the tenant (an export, then its erasure 30 days later; the browser asks first, with the date), or, archived,
 * the date of its erasure; erased, when it was.
 */
export function TenantArchive({ tenant, exports, now }: { tenant: ConsoleTenant; exports: ConsoleExport[]; now: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (tenant.erasedAt) {
    // Its data comes back from the archive's export while that can be downloaded.
    const restorable = exports.some((row) => row.kind === "archive" && row.downloadable);
    return (
      <div className="grid gap-3">
        <p data-testid="tenant-erasure">{t("platform:archive.erased", { date: formatMoment(locale, tenant.erasedAt, false) })}</p>
        {restorable && (
          <>
            <p className="text-sm text-fg-muted">{t("platform:archive.restoreIntro")}</p>
            <Form
              method="post"
              onSubmit={(event) => {
                if (!window.confirm(t("platform:archive.restoreConfirm", { name: tenant.name }))) event.preventDefault();
              }}
            >
              <Button type="submit" name="intent" value="restore" flavor="outline" size="lg">
                {t("platform:archive.restore")}
              </Button>
            </Form>
          </>
        )}
      </div>
    );
  }
  if (tenant.status === "archived" && tenant.eraseAfter) {
    return (
      <p data-testid="tenant-erasure">
        {t("platform:archive.erasedOn", { date: formatMoment(locale, tenant.eraseAfter, false) })}
      </p>
    );
  }
  const date = formatMoment(locale, new Date(Date.parse(now) + ARCHIVE_GRACE_DAYS * 24 * 60 * 60_000).toISOString(), false);
  const confirm = t("platform:archive.confirm", { name: tenant.name, date });
  return (
    <div className="grid gap-3">
      <p className="text-sm text-fg-muted">{t("platform:archive.intro", { date })}</p>
      <Form
        method="post"
        onSubmit={(event) => {
          if (!window.confirm(confirm)) event.preventDefault();
        }}
      >
        <Button type="submit" name="intent" value="archive" flavor="outline" color="danger" size="lg">
          {t("platform:archive.submit")}
        </Button>
      </Form>
    </div>
  );
}
