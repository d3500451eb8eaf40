import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toCamelCaseKeys } from "../../../contract/case";
import { matchFollowupLinkMeta } from "../../../contract/match-followups";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { demoEmail } from "../identity/identity.factory";
import { findUserByEmail } from "../identity/users.service";
import { listCenters } from "../tenancy/tenancy.service";
import { acceptedApplication as accepted } from "./applications.fixtures";
import { applications } from "./applications.table";
import { sendDueFollowups } from "./match-followup-jobs";
import { outcomeOf } from "./match-followups.service";
import { matchFollowups } from "./match-followups.table";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: inbox.url });
  as = demoSessions(t);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const DAY_MS = 86_400_000;
const ORGANIZATION = demoEmail("organization_superuser", "oldebroek");

const acceptedApplication = (email: string, daysAgo: number, locale: "nl" | "en" = "nl") => accepted(t, email, daysAgo, locale);

const NL_SUBJECT = "Is het gelukt bij Voedselbank Oldebroek?";
/** The mail to `to` that mentions `text`: several of the organization's mails have the same subject. */
async function mailAbout(to: string, text: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = inbox.received.find((m) => m.to.includes(to) && m.text.includes(text));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail for ${to} about ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const tokenIn = (text: string) => /\/opvolging\?token=([\w-]+)/.exec(text)?.[1] ?? "";
const post = (path: string, body: unknown, tenant = "oldebroek") =>
  t.request(path, {
    method: "POST",
    headers: { host: hostOf(tenant), "content-type": "application/json", "accept-language": "nl" },
    body: JSON.stringify(body),
  });
const lookup = (token: string, tenant = "oldebroek") =>
  t.request(`/api/v1/match_followups?token=${encodeURIComponent(token)}`, { headers: { host: hostOf(tenant) } });
const outcome = async (id: number) => {
  const session = await as("center_superuser");
  const document = await expectDocument(await t.request(`/api/v1/applications/${id}`, { headers: session }), 200);
  return document.data.attributes?.match_outcome;
};
const sweep = () => sendDueFollowups(t.db, t.jobs, t.deps.hosts);

describe("match follow-up (issue 44)", () => {
  it("asks the volunteer and the organization once, through the real SMTP server, each in his own language", async () => {
    const id = await acceptedApplication("volg-en@example.test", 29, "en");
    // Not yet due (three weeks), and long past its moment (a year): never asked.
    await acceptedApplication("volg-vroeg@example.test", 21);
    await acceptedApplication("volg-oud@example.test", 365);

    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect(first + second).toBeGreaterThanOrEqual(2);
    expect(await sweep()).toBe(0);
    await t.jobs.workDue();
    const volunteer = await inbox.waitFor("volg-en@example.test", 10_000, "Did it work out at Voedselbank Oldebroek?");
    expect(volunteer.text).toContain("4 weeks ago your application for 'Soep koken volg-en@example.test'");
    expect(tokenIn(volunteer.text)).not.toBe("");
    expect(volunteer.text).toContain("&afmelden=1");
    const organization = await mailAbout(ORGANIZATION, "Soep koken volg-en@example.test");
    expect(organization.text).toContain("4 weken geleden accepteerden jullie de aanmelding van Fenna Volg");
    expect(inbox.received.filter((m) => m.to.includes("volg-en@example.test"))).toHaveLength(1);
    expect(inbox.received.some((m) => m.to.includes("volg-vroeg@example.test") || m.to.includes("volg-oud@example.test"))).toBe(
      false,
    );
    const rows = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select().from(matchFollowups).where(eq(matchFollowups.applicationId, id)),
    );
    expect(rows.map((row) => row.party).sort()).toEqual(["organization", "volunteer"]);
  });

  it("GET only reads; one POST records the answer once, and another tenant's site knows no such link", async () => {
    const id = await acceptedApplication("volg-antwoord@example.test", 30);
    await sweep();
    await t.jobs.workDue();
    const token = tokenIn((await inbox.waitFor("volg-antwoord@example.test", 10_000, NL_SUBJECT)).text);

    // A mail scanner opening the link (and the page's own read) changes nothing.
    for (let i = 0; i < 2; i++) {
      const read = await expectDocument(await lookup(token), 200);
      expect(read.meta).toMatchObject({ state: "open", party: "volunteer", round: 1, organizationName: "Voedselbank Oldebroek" });
      // What the API's description promises (the description's walk cannot get a mailed token).
      expect(matchFollowupLinkMeta.safeParse(toCamelCaseKeys(read.meta)).success).toBe(true);
    }
    expect(await outcome(id)).toBeNull();
    await expectErrors(await lookup(token, "roermond"), 404, "not_found");
    await expectErrors(await lookup("verzonnen"), 404, "not_found");

    // Bad input: a translated 422 with its pointer, nothing stored.
    const errors = await expectErrors(
      await post("/api/v1/match_followup_answers", { token, answer: "misschien", comment: "x".repeat(1001) }),
      422,
      "validation_failed",
    );
    expect(errors.map((e) => e.source?.pointer).sort()).toEqual(["/answer", "/comment"]);
    expect(await outcome(id)).toBeNull();
    await expectErrors(
      await post("/api/v1/match_followup_answers", { token, answer: "started" }, "roermond"),
      422,
      "invalid_token",
    );

    const done = await expectDocument(
      await post("/api/v1/match_followup_answers", { token, answer: "started", comment: "Gaat prima!" }),
      201,
    );
    expect(String(done.meta?.message)).toContain("opgeslagen");
    expect(await outcome(id)).toBe("started");
    const again = await expectErrors(
      await post("/api/v1/match_followup_answers", { token, answer: "stopped" }),
      422,
      "invalid_token",
    );
    expect(again[0].detail).toContain("al beantwoord");
    expect(await outcome(id)).toBe("started");
    expect((await expectDocument(await lookup(token), 200)).meta?.state).toBe("answered");

    // The organization's "stopped" outweighs the volunteer's "started".
    const organizationToken = tokenIn((await mailAbout(ORGANIZATION, "Soep koken volg-antwoord")).text);
    await expectDocument(await post("/api/v1/match_followup_answers", { token: organizationToken, answer: "stopped" }), 201);
    expect(await outcome(id)).toBe("stopped");
  });

  it("an expired link says so", async () => {
    await acceptedApplication("volg-verlopen@example.test", 31);
    await sweep();
    await t.jobs.workDue();
    const token = tokenIn((await inbox.waitFor("volg-verlopen@example.test", 10_000, NL_SUBJECT)).text);
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .update(matchFollowups)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(matchFollowups.email, "volg-verlopen@example.test")),
    );
    const errors = await expectErrors(
      await post("/api/v1/match_followup_answers", { token, answer: "started" }),
      422,
      "invalid_token",
    );
    expect(errors[0].detail).toContain("verlopen");
  });

  it("asks again after three months unless the match ended, and not whoever opted out", async () => {
    const id = await acceptedApplication("volg-uit@example.test", 29);
    await sweep();
    await t.jobs.workDue();
    const token = tokenIn((await inbox.waitFor("volg-uit@example.test", 10_000, NL_SUBJECT)).text);
    const optOut = await expectDocument(await post("/api/v1/match_followup_opt_outs", { token }), 201);
    expect(String(optOut.meta?.message)).toContain("geen opvolgvragen meer");
    await expectErrors(await post("/api/v1/match_followup_opt_outs", { token: "verzonnen" }), 422, "invalid_token");

    // The organization's contact opts out with his account: his mail choices say so.
    const organizationToken = tokenIn((await mailAbout(ORGANIZATION, "Soep koken volg-uit")).text);
    await expectDocument(await post("/api/v1/match_followup_opt_outs", { token: organizationToken }), 201);
    expect((await findUserByEmail(t.db, "oldebroek", ORGANIZATION))?.mutedMails).toContain("match_followup");

    // Three months on: the second check would be due, but both opted out.
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .update(applications)
        .set({ decidedAt: new Date(Date.now() - 93 * DAY_MS) })
        .where(eq(applications.id, id)),
    );
    const before = inbox.received.length;
    await sweep();
    await t.jobs.workDue();
    expect(inbox.received.slice(before).some((m) => m.to.includes("volg-uit@example.test"))).toBe(false);
    const rows = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select().from(matchFollowups).where(eq(matchFollowups.applicationId, id)),
    );
    expect(rows.filter((row) => row.round === 2)).toEqual([]);

    // A match that started is asked again; one that stopped is not.
    const lasting = await acceptedApplication("volg-lang@example.test", 93);
    const stopped = await acceptedApplication("volg-gestopt@example.test", 93);
    await withTenant(t.db, "oldebroek", (tx) =>
      tx.update(applications).set({ matchOutcome: "started" }).where(eq(applications.id, lasting)),
    );
    await withTenant(t.db, "oldebroek", (tx) =>
      tx.update(applications).set({ matchOutcome: "stopped" }).where(eq(applications.id, stopped)),
    );
    await sweep();
    await t.jobs.workDue();
    const second = await inbox.waitFor("volg-lang@example.test", 10_000, NL_SUBJECT);
    expect(second.text).toContain("3 maanden geleden");
    expect(inbox.received.some((m) => m.to.includes("volg-gestopt@example.test"))).toBe(false);
    const answer = await post("/api/v1/match_followup_answers", { token: tokenIn(second.text), answer: "started" });
    expect(answer.status).toBe(201);
    expect(await outcome(lasting)).toBe("lasted");

    // Analytics: the centre's and each organization's share of matches that started and lasted.
    const analytics = async (role: "center_superuser" | "organization_superuser", tenant = "oldebroek") =>
      (
        await expectDocument(
          await t.request("/api/v1/analytics?filter[from]=2026-01-01", { headers: await as(role, tenant) }),
          200,
        )
      ).data.attributes?.match_followups as {
        matches: number;
        checked: number;
        lasted: number;
        share_lasted: number | null;
        organizations: { organization_name: string; matches: number; lasted: number }[];
      };
    const center = await analytics("center_superuser");
    expect(center.lasted).toBeGreaterThanOrEqual(1);
    expect(center.share_lasted).toBeCloseTo(center.lasted / center.checked, 2);
    const voedselbank = center.organizations.find((o) => o.organization_name === "Voedselbank Oldebroek");
    expect(voedselbank?.lasted).toBeGreaterThanOrEqual(1);
    expect((await analytics("organization_superuser")).lasted).toBe(voedselbank?.lasted);
    // Another tenant sees none of these matches.
    expect((await analytics("center_superuser", "roermond")).matches).toBe(0);
  });

  it("the centre sets the weeks (1 to 26); bad input changes nothing", async () => {
    const center = (await listCenters(t.db, "oldebroek")).find((c) => c.slug === "oldebroek");
    const patch = async (weeks: unknown) =>
      t.request(`/api/v1/volunteer_centers/${center?.id}/profile`, {
        method: "PATCH",
        headers: { ...(await as("center_superuser")), "content-type": "application/vnd.api+json" },
        body: JSON.stringify({ data: { type: "volunteer_center_profiles", attributes: { match_followup_weeks: weeks } } }),
      });
    const errors = await expectErrors(await patch(0), 422, "validation_failed");
    expect(errors[0].source?.pointer).toBe("/data/attributes/match_followup_weeks");
    const changed = await expectDocument(await patch(6), 200);
    expect(changed.data.attributes?.match_followup_weeks).toBe(6);
    await expectErrors(await patch(27), 422, "validation_failed");

    // Six weeks now: an acceptance of a month ago is not asked yet, one of 43 days is.
    await acceptedApplication("volg-maand@example.test", 30);
    await acceptedApplication("volg-zes@example.test", 43);
    await sweep();
    await t.jobs.workDue();
    expect((await inbox.waitFor("volg-zes@example.test", 10_000, NL_SUBJECT)).text).toContain("6 weken geleden");
    expect(inbox.received.some((m) => m.to.includes("volg-maand@example.test"))).toBe(false);
    await expectDocument(await patch(4), 200);
  });
});

describe("outcomeOf", () => {
  it("reads the latest round; a stop or a no outweighs a yes; a yes at the second check lasted", () => {
    expect(outcomeOf([])).toBeNull();
    expect(outcomeOf([{ round: 1, answer: "started" }])).toBe("started");
    expect(
      outcomeOf([
        { round: 1, answer: "started" },
        { round: 1, answer: "stopped" },
      ]),
    ).toBe("stopped");
    expect(outcomeOf([{ round: 1, answer: "not_started" }])).toBe("not_started");
    expect(
      outcomeOf([
        { round: 1, answer: "not_started" },
        { round: 2, answer: "started" },
      ]),
    ).toBe("lasted");
  });
});
