import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { buildUser, demoEmail } from "./identity.factory";
import { hashPassword } from "./passwords";
import { createUser, findUserByEmail } from "./users.service";

// Issue 10, item 7: the answers were the same, but their timing told which addresses have an account.
const SAMPLES = 50;
const WARM_UP = 8;
// A sample sums several requests, each from its own address: enough work to measure on a busy machine. The cheap
// requests (no password hash) take more per sample; an account serves up to three of them (the mail limit is three).
const BATCH = { hashing: 6, cheap: 12 };
const PER_KIND = (SAMPLES + WARM_UP) * BATCH.hashing;
const TIMEOUT = 240_000;

let t: TestApp;
const known: string[] = [];
const unconfirmed: string[] = [];
const invited: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const volunteer = await findUserByEmail(t.db, "oldebroek", demoEmail("volunteer", "oldebroek"));
  const centerId = volunteer?.centerId ?? 0;
  const passwordHash = await hashPassword("Vrijwilliger2026!");
  for (let i = 0; i < PER_KIND; i++) {
    known.push(
      (await createUser(t.db, "oldebroek", buildUser(centerId, { email: `bekend${i}@example.test`, passwordHash }))).email,
    );
    const signedUp = buildUser(centerId, { email: `onbevestigd${i}@example.test`, passwordHash, signupMethod: "signed_up" });
    unconfirmed.push((await createUser(t.db, "oldebroek", { ...signedUp, confirmed: false })).email);
    const invitee = buildUser(centerId, { email: `uitgenodigd${i}@example.test`, password: undefined, status: "invited" });
    invited.push((await createUser(t.db, "oldebroek", invitee)).email);
  }
}, 120_000);
afterAll(() => t.close());

let addresses = 0;
const nextAddress = () => `10.${(++addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
const post = (path: string, body: unknown, json = false) =>
  t.request(path, {
    method: "POST",
    ...(json ? { json: body } : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    address: nextAddress(),
  });

// Shaped like the known addresses (bekend0@...), so that only whether an account exists differs.
const unknownEmail = (kind: string, i: number) => `bekend${kind.length * 10_000 + i}@example.test`;
const signUp = (email: string) =>
  post(
    "/api/v1/users",
    {
      data: {
        type: "users",
        attributes: { email, first_name: "Fleur", last_name: "Bakker", password: "Fietsen-in-2026", accept_terms: true },
      },
    },
    true,
  );

/**
 * The median time per branch of SAMPLES samples, each the sum of BATCH requests. Requests of the branches alternate
 * in a shuffled order, so that a busy moment of the machine falls on every branch alike.
 */
async function medians(branches: Record<string, (i: number) => Promise<Response>>, expected: number, batch: number) {
  const names = Object.keys(branches);
  const samples: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (let sample = 0; sample < SAMPLES + WARM_UP; sample++) {
    const sums: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
    for (let i = sample * batch; i < (sample + 1) * batch; i++) {
      for (const name of [...names].sort(() => Math.random() - 0.5)) {
        const started = performance.now();
        const response = await branches[name](i % PER_KIND);
        await response.arrayBuffer();
        sums[name] += performance.now() - started;
        expect(response.status, name).toBe(expected);
      }
    }
    if (sample >= WARM_UP) for (const name of names) samples[name].push(sums[name]);
  }
  const median = (list: number[]) => [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)];
  return Object.fromEntries(names.map((name) => [name, median(samples[name])]));
}

function expectWithinFifthOfEachOther(found: Record<string, number>) {
  const values = Object.values(found);
  expect(Math.max(...values) / Math.min(...values), JSON.stringify(found)).toBeLessThanOrEqual(1.2);
}

describe("the time of an answer does not tell whether an address has an account", () => {
  it(
    "sign-up: a known address takes as long as a new one",
    async () => {
      expectWithinFifthOfEachOther(
        await medians({ known: (i) => signUp(known[i]), unknown: (i) => signUp(unknownEmail("signup", i)) }, 202, BATCH.hashing),
      );
    },
    TIMEOUT,
  );

  it(
    "organization sign-up: a known address takes as long as a new one",
    async () => {
      const organizationSignUp = (email: string, i: number) =>
        post(
          "/api/v1/organization_signups",
          {
            data: {
              type: "organization_signups",
              attributes: {
                organization: {
                  name: `Buurthuis ${i}`,
                  organization_type: "NonProfit",
                  address: { street: "Molenweg", house_number: "3", postal_code: "8091 AB", city: "Wezep" },
                },
                user: { first_name: "Rik", last_name: "Bakker", email, password: "Fietsen-in-2026", accept_terms: true },
              },
            },
          },
          true,
        );
      expectWithinFifthOfEachOther(
        await medians(
          {
            known: (i) => organizationSignUp(known[i], i),
            unknown: (i) => organizationSignUp(unknownEmail("org-signup", i), i),
          },
          202,
          BATCH.hashing,
        ),
      );
    },
    TIMEOUT,
  );

  it(
    "password reset request",
    async () => {
      const reset = (email: string) => post("/auth/password", { email });
      expectWithinFifthOfEachOther(
        await medians({ known: (i) => reset(known[i]), unknown: (i) => reset(unknownEmail("reset", i)) }, 200, BATCH.cheap),
      );
    },
    TIMEOUT,
  );

  it(
    "confirmation resend: an unconfirmed account takes as long as an unknown address",
    async () => {
      const resend = (email: string) => post("/api/v1/confirm/resend", { email });
      expectWithinFifthOfEachOther(
        await medians(
          { unconfirmed: (i) => resend(unconfirmed[i]), unknown: (i) => resend(unknownEmail("resend", i)) },
          202,
          BATCH.cheap,
        ),
      );
    },
    TIMEOUT,
  );

  it(
    "account deletion request",
    async () => {
      const request = (email: string) => post("/api/v1/account_deletions", { email });
      expectWithinFifthOfEachOther(
        await medians(
          { known: (i) => request(known[i]), unknown: (i) => request(unknownEmail("deletion", i)) },
          202,
          BATCH.cheap,
        ),
      );
    },
    TIMEOUT,
  );

  it(
    "sign-in: unknown, invited (no password yet) and known with a wrong password",
    async () => {
      const signIn = (email: string) => post("/auth/sign_in", { email, password: "Fout-wachtwoord-1" });
      expectWithinFifthOfEachOther(
        await medians(
          {
            unknown: (i) => signIn(unknownEmail("sign-in", i)),
            invited: (i) => signIn(invited[i]),
            known: (i) => signIn(known[i]),
          },
          401,
          BATCH.hashing,
        ),
      );
    },
    TIMEOUT,
  );
});
