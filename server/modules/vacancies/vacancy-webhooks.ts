import type { WebhookEvent } from "../../../contract/webhooks";
import type { TenantId } from "../../config/tenants";
import type { Executor } from "../../db/client";
import { announce } from "../webhooks/webhooks.service";

export interface AnnouncedVacancy {
  id: number;
  centerId: number;
  organizationId: number;
  title: string;
  status: string;
}

/** What a partner system hears of vacancies: which ones, a few facts, and where to read the rest. */
export function announceVacancies(tx: Executor, tenant: TenantId, event: WebhookEvent, batch: readonly AnnouncedVacancy[]) {
  return announce(
    tx,
    tenant,
    event,
    batch.map((vacancy) => ({
      centerId: vacancy.centerId,
      data: {
        type: "vacancies",
        id: String(vacancy.id),
        attributes: { title: vacancy.title, status: vacancy.status, organizationId: vacancy.organizationId },
        links: { self: `/api/v1/vacancies/${vacancy.id}`, html: `/nl/vacancies/${vacancy.id}` },
      },
    })),
  );
}

/** The event a status change means to the outside: published, closed (no longer open), or changed while open. */
export function vacancyEventOf(before: string | null, after: string): WebhookEvent | null {
  if (after === "published") return before === "published" ? "vacancy.changed" : "vacancy.published";
  return before === "published" ? "vacancy.closed" : null;
}
