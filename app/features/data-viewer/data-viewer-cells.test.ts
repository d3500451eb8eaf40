import { type ComponentType, createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { loadCatalogue, TextsProvider, translatorFor } from "../../lib/i18n";
import DataViewer from "../../routes/data-viewer";
import { cellText } from "./data-viewer-cells";

// Issue 37, item 10: the data viewer showed `invited`, `organization.approve` and ISO timestamps.
describe("the data viewer's cells", () => {
  it("name statuses, types, subjects and audit actions in the page's language", async () => {
    await loadCatalogue("nl");
    await loadCatalogue("en");
    const nl = translatorFor("nl");
    const en = translatorFor("en");
    expect(cellText(nl, "nl", "users", "status", "invited")).toBe("Uitgenodigd");
    expect(cellText(en, "en", "users", "status", "invited")).toBe("Invited");
    expect(cellText(nl, "nl", "users", "signup_method", "created_by_user")).toBe("Toegevoegd door beheerder");
    expect(cellText(nl, "nl", "organizations", "organization_type", "NonProfit")).toBe("Maatschappelijke organisatie");
    expect(cellText(nl, "nl", "vacancies", "vacancy_type", "neighbour-help")).toBe("Burenhulp");
    expect(cellText(en, "en", "applications", "status", "withdrawn")).toBe("Withdrawn");
    expect(cellText(nl, "nl", "audit_events", "action", "organization.approve")).toBe("Organisatie goedgekeurd");
    expect(cellText(en, "en", "audit_events", "action", "organization.approve")).toBe("Organisation approved");
    expect(cellText(nl, "nl", "audit_events", "subject_type", "media_file")).toBe("Bestand");
    // An action without a text of its own yet is shown as stored, never as a key.
    expect(cellText(nl, "nl", "audit_events", "action", "badge.awarded")).toBe("badge.awarded");
  });

  it("show moments in the language's format and Dutch time, summer and winter", () => {
    const nl = translatorFor("nl");
    const en = translatorFor("en");
    expect(cellText(nl, "nl", "users", "created_at", "2026-07-01T22:30:00.000Z")).toBe("02-07-2026, 00:30");
    expect(cellText(en, "en", "users", "created_at", "2026-07-01T22:30:00.000Z")).toBe("02/07/2026, 00:30");
    expect(cellText(nl, "nl", "vacancies", "expires_at", "2026-01-15T08:05:00.000Z")).toBe("15-01-2026, 09:05");
  });

  it("leave names, ids and empty cells as they are", () => {
    const nl = translatorFor("nl");
    expect(cellText(nl, "nl", "users", "first_name", "invited")).toBe("invited");
    expect(cellText(nl, "nl", "users", "phone_number", null)).toBe("–");
    expect(cellText(nl, "nl", "audit_events", "details", { from: 1 })).toBe('{"from":1}');
  });
});

const loaderData = {
  table: "users" as const,
  rows: [{ id: "7", type: "users" as const, status: "invited", signupMethod: "imported", createdAt: "2026-03-02T09:15:00.000Z" }],
  total: 1,
  pages: 1,
  page: 1,
};
// The page as its route renders it, with what its loader gave (the props React Router passes are more than it reads).
const Page = DataViewer as unknown as ComponentType<{ loaderData: typeof loaderData }>;
const UsersPage = () => createElement(Page, { loaderData });
const English = ({ children }: { children?: ReactNode }) => createElement(TextsProvider, { locale: "en", children });

describe("the data viewer's page", () => {
  it("renders the rows and the filter's choices translated", async () => {
    await loadCatalogue("en");
    const Stub = createRoutesStub([{ path: "/en/admin/data-viewer", Component: UsersPage }]);
    const html = renderToString(createElement(English, null, createElement(Stub, { initialEntries: ["/en/admin/data-viewer"] })));
    expect(html).toContain(">Invited</td>");
    expect(html).toContain(">Imported</td>");
    expect(html).toContain(">02/03/2026, 10:15</td>");
    expect(html).not.toContain(">invited<");
    expect(html).toContain(">Archived</option>");
  });
});
