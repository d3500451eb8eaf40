import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createOrganization, findOrganization, updateOrganization } from "../organizations/organizations.service";
import { organizations } from "../organizations/organizations.table";
import { listCenters } from "../tenancy/tenancy.service";
import { buildOpenVacancy } from "../vacancies/vacancies.factory";
import { vacancies } from "../vacancies/vacancies.table";
import { expireDueVacancies } from "../vacancies/vacancy-expiry.service";

/** A partner's receiver on this machine: what it got, and what it answers (a 500 while it is "down"). */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
let receiver: Server;
let received: Received[] = [];
let answer = 204;
let receiverUrl = "";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  t = await createTestApp({ webhooksToPrivateAddresses: true });
  as = demoSessions(t);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

async function send(
  method: string,
  path: string,
  attributes?: unknown,
  role: Role | null = "admin",
  tenant = "oldebroek",
  type = "webhooks",
) {
  const auth = role ? await as(role, tenant) : { host: hostOf(tenant) };
  return t.request(path, {
    method,
    headers: { ...auth, "content-type": "application/vnd.api+json", "accept-language": "nl" },
    body: attributes === undefined ? undefined : JSON.stringify({ data: { type, attributes } }),
  });
}

async function aWebhook(events: string[], url = receiverUrl) {
  const { data } = await expectDocument(await send("POST", "/api/v1/webhooks", { url, events, description: "Gemeente" }), 201);
  return data;
}

async function approvedOrganizationOf(centerId: number) {
  const [row] = await withTenant(t.db, "oldebroek", (tx) =>
    tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.centerId, centerId), eq(organizations.status, "approved")))
      .limit(1),
  );
  return row.id;
}

/** Runs the queued deliveries now, as the workers would; a retry waiting for its backoff is made due first. */
async function deliverNow() {
  await t.db.execute(sql`update jobs set run_at = now() where completed_at is null and name = 'webhook-delivery'`);
  await t.jobs.workDue();
}

const verified = (secret: string, message: Received) => {
  const [, timestamp, mac] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(message.headers["webhook-signature"])) ?? [];
  const expected = createHmac("sha256", secret).update(`${timestamp}.${message.body}`).digest("hex");
  return mac === expected && Math.abs(Date.now() / 1000 - Number(timestamp)) < 60;
};

describe("webhooks: who may", () => {
  it("refuses a visitor (401) and a volunteer or an organization (403) before reading the body", async () => {
    await expectErrors(await send("POST", "/api/v1/webhooks", "nonsense", null), 401, "not_authorized");
    for (const role of ["volunteer", "organization-superuser"] as Role[]) {
      await expectErrors(await send("POST", "/api/v1/webhooks", "nonsense", role), 403, "forbidden");
      await expectErrors(await send("GET", "/api/v1/webhooks", undefined, role), 403, "forbidden");
    }
  });
});

describe("webhooks: a partner hears of the centre's events, signed", () => {
  it("sends a published vacancy to the webhook that listens for it, signed with its secret", async () => {
    const webhook = await aWebhook(["vacancy.published", "vacancy.closed"]);
    const secret = String(webhook.attributes?.secret);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    const listed = await expectDocument(await send("GET", "/api/v1/webhooks"), 200);
    const shown = listed.data.find((row) => row.id === webhook.id)?.attributes ?? {};
    expect(shown).not.toHaveProperty("secret");
    expect(shown.secret_prefix).toBe(secret.slice(0, 12));

    received = [];
    const [center] = await listCenters(t.db, "oldebroek");
    const organizationId = await approvedOrganizationOf(center.id);
    const vacancy = await expectDocument(
      await send(
        "POST",
        "/api/v1/vacancies",
        {
          title: "Gastvrouw in de bibliotheek",
          city: "Wezep",
          description: "<p>Koffie en een praatje.</p>",
          vacancy_type: "volunteering",
          organization_id: organizationId,
          status: "published",
        },
        "admin",
        "oldebroek",
        "vacancies",
      ),
      201,
    );
    await deliverNow();
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message.headers["webhook-event"]).toBe("vacancy.published");
    expect(message.headers["content-type"]).toBe("application/json");
    expect(verified(secret, message)).toBe(true);
    const body = JSON.parse(message.body);
    expect(body).toMatchObject({
      event: "vacancy.published",
      data: {
        type: "vacancies",
        id: vacancy.data.id,
        attributes: { title: "Gastvrouw in de bibliotheek", status: "published", organizationId },
        // The tenant's configured address, as in its mails (decision 7).
        links: {
          self: `https://www.vrijwilligerswerkoldebroek.nl/api/v1/vacancies/${vacancy.data.id}`,
          html: `https://www.vrijwilligerswerkoldebroek.nl/nl/vacancies/${vacancy.data.id}`,
        },
      },
    });
    expect(String(message.headers["webhook-id"])).toBe(body.id);
    expect(center.id).toBeGreaterThan(0);

    // Filled, it is closed to the outside.
    const filled = await send(
      "PATCH",
      `/api/v1/vacancies/${vacancy.data.id}`,
      { status: "filled" },
      "admin",
      "oldebroek",
      "vacancies",
    );
    expect(filled.status).toBe(200);
    await deliverNow();
    expect(received.map((each) => each.headers["webhook-event"])).toEqual(["vacancy.published", "vacancy.closed"]);

    const log = await expectDocument(await send("GET", `/api/v1/webhooks/${webhook.id}/deliveries`), 200);
    expect(log.data[1].attributes).toMatchObject({
      event: "vacancy.published",
      status: "succeeded",
      attempts: 1,
      response_status: 204,
    });
  });

  it("keeps trying a receiver that is down, and delivers once it is back; the log says so", async () => {
    const webhook = await aWebhook(["vacancy.published"]);
    received = [];
    answer = 500;
    await expectDocument(await send("POST", `/api/v1/webhooks/${webhook.id}/test`), 202);
    await t.jobs.workDue();
    const down = await expectDocument(await send("GET", `/api/v1/webhooks/${webhook.id}/deliveries`), 200);
    expect(down.data[0].attributes).toMatchObject({
      event: "ping",
      status: "pending",
      attempts: 1,
      response_status: 500,
      error: "HTTP 500",
    });
    expect(Date.parse(String(down.data[0].attributes?.next_attempt_at))).toBeGreaterThan(Date.now());

    answer = 200;
    await deliverNow();
    const back = await expectDocument(await send("GET", `/api/v1/webhooks/${webhook.id}/deliveries`), 200);
    expect(back.data[0].attributes).toMatchObject({
      event: "ping",
      status: "succeeded",
      attempts: 2,
      response_status: 200,
      error: null,
    });
    expect(received.map((message) => message.headers["webhook-event"])).toEqual(["ping", "ping"]);
    // Both tries carry the same delivery, so a receiver counts it once.
    expect(new Set(received.map((message) => message.headers["webhook-id"])).size).toBe(1);

    // Resend: the same event again, as a new delivery in the log.
    await expectDocument(await send("POST", `/api/v1/webhooks/${webhook.id}/deliveries/${back.data[0].id}/resend`), 202);
    await deliverNow();
    const again = await expectDocument(await send("GET", `/api/v1/webhooks/${webhook.id}/deliveries`), 200);
    expect(again.data.map((row) => row.attributes?.status)).toEqual(["succeeded", "succeeded"]);
    expect(received).toHaveLength(3);
  });

  it("sends nothing to a webhook that is switched off or listens for other events", async () => {
    const off = await aWebhook(["organization.approved"]);
    await expectDocument(await send("PATCH", `/api/v1/webhooks/${off.id}`, { active: false }), 200);
    const other = await aWebhook(["application.received"]);
    received = [];
    const [center] = await listCenters(t.db, "oldebroek");
    const approve = async (name: string) => {
      const created = await createOrganization(t.db, "oldebroek", { centerId: center.id, name, type: "NonProfit" });
      const current = await findOrganization(t.db, "oldebroek", created.id);
      if (current) await updateOrganization(t.db, "oldebroek", current, { status: "approved" });
      await deliverNow();
    };
    await approve("Stille club");
    expect(received).toEqual([]);
    // Switched on again, it hears the next approval.
    await expectDocument(await send("PATCH", `/api/v1/webhooks/${off.id}`, { active: true }), 200);
    await approve("Luide club");
    expect(received.map((message) => JSON.parse(message.body).data.attributes.name)).toEqual(["Luide club"]);
    expect((await send("DELETE", `/api/v1/webhooks/${other.id}`)).status).toBe(204);
    await expectErrors(await send("GET", `/api/v1/webhooks/${other.id}/deliveries`), 404, "not_found");
  });
});

describe("webhooks: bad input and other centres", () => {
  it("refuses an address that is not a full http(s) address, and an event it does not know, at their fields", async () => {
    const response = await send("POST", "/api/v1/webhooks", { url: "nonsense", events: ["vacancy.eaten"] });
    const errors = await expectErrors(response, 422, "validation_failed");
    expect(errors.map((error) => error.source?.pointer).sort()).toEqual(["/data/attributes/events/0", "/data/attributes/url"]);
  });

  it("tells of each vacancy the nightly expiry closes at once", async () => {
    const webhook = await aWebhook(["vacancy.closed"]);
    const soup = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Soep koken" });
    const driver = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Chauffeur" });
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .update(vacancies)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(inArray(vacancies.id, [soup.id, driver.id])),
    );
    expect(await expireDueVacancies(t.db, "oldebroek")).toBeGreaterThanOrEqual(2);
    received = [];
    await deliverNow();
    const closed = received.map((message) => JSON.parse(message.body)).filter((body) => body.event === "vacancy.closed");
    expect(closed.map((body) => body.data.id)).toEqual(expect.arrayContaining([String(soup.id), String(driver.id)]));
    const log = await expectDocument(await send("GET", `/api/v1/webhooks/${webhook.id}/deliveries`), 200);
    expect(log.data.length).toBeGreaterThanOrEqual(2);
    expect(new Set(log.data.map((delivery) => delivery.attributes?.event))).toEqual(new Set(["vacancy.closed"]));
  });

  it("keeps another tenant's webhooks out of sight", async () => {
    const webhook = await aWebhook(["vacancy.closed"]);
    await expectErrors(
      await send("GET", `/api/v1/webhooks/${webhook.id}/deliveries`, undefined, "admin", "roermond"),
      404,
      "not_found",
    );
    await expectErrors(await send("DELETE", `/api/v1/webhooks/${webhook.id}`, undefined, "admin", "roermond"), 404, "not_found");
    const theirs = await expectDocument(await send("GET", "/api/v1/webhooks", undefined, "admin", "roermond"), 200);
    expect(theirs.data).toEqual([]);
  });
});

describe("webhooks in production: only public https addresses", () => {
  let closed: TestApp;
  beforeAll(async () => {
    closed = await createTestApp();
  });
  afterAll(() => closed.close());

  it("refuses this machine, a private network and plain http with a translated 422 at the address", async () => {
    const auth = await demoSessions(closed)("admin", "oldebroek");
    for (const url of [
      receiverUrl,
      "https://127.0.0.1/hook",
      "https://10.0.0.8/hook",
      "https://169.254.169.254/latest",
      "http://93.184.216.34/hook",
    ]) {
      const response = await closed.request("/api/v1/webhooks", {
        method: "POST",
        headers: { ...auth, "content-type": "application/vnd.api+json", "accept-language": "nl" },
        body: JSON.stringify({ data: { type: "webhooks", attributes: { url, events: ["vacancy.published"] } } }),
      });
      const [error] = await expectErrors(response, 422, "validation_failed");
      expect(error.source?.pointer, url).toBe("/data/attributes/url");
      expect(error.detail).toContain("openbaar https-adres");
    }
    const created = await closed.request("/api/v1/webhooks", {
      method: "POST",
      headers: { ...auth, "content-type": "application/vnd.api+json" },
      body: JSON.stringify({
        data: { type: "webhooks", attributes: { url: "https://93.184.216.34/hook", events: ["vacancy.published"] } },
      }),
    });
    expect(created.status).toBe(201);
  });
});
