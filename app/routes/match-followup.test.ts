import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTenant } from "../../server/db/client";
import { acceptedApplication } from "../../server/modules/applications/applications.fixtures";
import { applications } from "../../server/modules/applications/applications.table";
import { matchFollowups } from "../../server/modules/applications/match-followups.table";
import { hashSecretToken, newSecretToken } from "../../server/security/secret-token";
import { screensTestApp } from "../../server/test/screens";

const screens = screensTestApp();

/** An accepted application and a mailed follow-up link to its volunteer, as the sweep leaves them. */
async function followupLink() {
  const db = screens.app().db;
  const email = `opvolging-${Math.random().toString(36).slice(2)}@example.test`;
  const id = await acceptedApplication(screens.app(), email, 0);
  const token = newSecretToken();
  await withTenant(db, "oldebroek", (tx) =>
    tx.insert(matchFollowups).values({
      tenantId: "oldebroek",
      applicationId: id,
      round: 1,
      party: "volunteer",
      email,
      locale: "nl",
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    }),
  );
  const outcome = async () =>
    (await withTenant(db, "oldebroek", (tx) => tx.select().from(applications).where(eq(applications.id, id))))[0].matchOutcome;
  return { token, outcome };
}

describe("the follow-up page (/opvolging)", () => {
  it("shows the question without signing in, records only the button's POST, and then says the link is used", async () => {
    const { token, outcome } = await followupLink();
    const path = `/nl/opvolging?token=${token}`;
    const { status, screen } = await screens.open(path);
    expect(status).toBe(200);
    expect(screen.getByRole("heading", { level: 1, name: "Is het gelukt?" })).toBeTruthy();
    expect(screen.getByText(/Soep koken opvolging-/)).toBeTruthy();
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(
      expect.arrayContaining(["Begonnen", "(Nog) niet begonnen", "Gestopt", "Afmelden voor opvolgvragen"]),
    );
    // Opening the link (a mail scanner does) records nothing.
    await screens.open(path);
    expect(await outcome()).toBeNull();

    const answered = await screens.post(path, { token, answer: "started", comment: "Het gaat goed." });
    expect(answered.document.querySelector('[data-testid="followup-result"]')?.textContent).toBe(
      "Bedankt! Je antwoord is opgeslagen.",
    );
    expect(await outcome()).toBe("started");
    const again = await screens.open(path);
    expect(again.document.querySelector('[data-testid="followup-result"]')?.textContent).toBe(
      "Deze vraag is al beantwoord. Bedankt!",
    );
    const unknown = await screens.open("/nl/opvolging?token=verzonnen");
    expect(unknown.document.querySelector('[data-testid="followup-result"]')?.textContent).toBe(
      "Deze link is onbekend of niet meer geldig.",
    );
  });

  it("opts out from the mail's link, in English on /en", async () => {
    const { token } = await followupLink();
    const path = `/en/opvolging?token=${token}&afmelden=1`;
    const { screen } = await screens.open(path);
    expect(screen.getByRole("heading", { name: "No more follow-up questions" })).toBeTruthy();
    const done = await screens.post(path, { token, intent: "opt_out" });
    expect(done.document.querySelector('[data-testid="followup-result"]')?.textContent).toBe(
      "You will get no more follow-up questions.",
    );
  });
});
