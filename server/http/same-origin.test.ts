import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { expectDocument, expectErrors } from "../test/expect-json-api";
import { hostOf, sessionCookie, signIn } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOST = hostOf("oldebroek");
const OURS = `http://${HOST}`;
const EVIL = "https://evil.example";

describe("a cookie-authenticated API write", () => {
  const patch = (headers: Record<string, string>, jobTitle: string) =>
    t.request("/api/v1/current_user", {
      method: "PATCH",
      headers: { host: HOST, ...headers },
      json: { data: { type: "users", attributes: { job_title: jobTitle } } },
    });

  it("is taken with our Origin, or without one with a Referer on our host", async () => {
    const cookie = sessionCookie(await signIn(t, "volunteer"));
    await expectDocument(await patch({ cookie, origin: OURS }, "A"), 200);
    const viaReferer = await expectDocument(await patch({ cookie, referer: `${OURS}/nl/profile-edit` }, "B"), 200);
    expect(viaReferer.data.attributes?.job_title).toBe("B");
  });

  it("is refused, changing nothing, from another site or when it says nowhere where it comes from", async () => {
    const cookie = sessionCookie(await signIn(t, "volunteer"));
    await expectDocument(await patch({ cookie, origin: OURS }, "Before"), 200);
    const hostile: Record<string, string>[] = [
      { referer: `${EVIL}/nl/profile-edit` },
      { origin: EVIL, referer: `${OURS}/nl/profile-edit` },
      { origin: "null" },
      { origin: `http://${HOST}.evil.example` },
      {},
    ];
    for (const headers of hostile) {
      const errors = await expectErrors(await patch({ cookie, ...headers }, "Changed"), 403, "forbidden");
      expect(errors[0].detail, JSON.stringify(headers)).toBe("Dit verzoek komt niet van deze website.");
    }
    const me = await expectDocument(await t.request("/api/v1/current_user", { headers: { host: HOST, cookie } }), 200);
    expect(me.data.attributes?.job_title).toBe("Before");
  });

  it("does not concern API clients with the triple in headers, nor anonymous calls", async () => {
    const headers = await signIn(t, "volunteer");
    await expectDocument(await patch({ ...headers, origin: EVIL }, "Header client"), 200);
    const anonymous = await t.request("/auth/sign_in", {
      method: "POST",
      headers: { host: HOST, origin: EVIL, "content-type": "application/json", "x-forwarded-for": "10.98.0.1" },
      body: JSON.stringify({ email: "nobody@oldebroek.demo.test", password: "wrong" }),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("a page's form or resource route write", () => {
  // The React app is not built for unit tests: a request let through reaches the (failing) build and says so.
  let reached = 0;
  let pages: ReturnType<typeof createApp>;
  beforeAll(() => {
    pages = createApp(t.deps, {
      ssr: {
        mode: "production",
        loadBuild: () => {
          reached += 1;
          return Promise.reject(new Error("the build is not part of unit tests"));
        },
      },
    });
  });
  const post = async (path: string, headers: Record<string, string>) => {
    const before = reached;
    const body = new URLSearchParams({ organization_id: "1", redirectTo: "/nl/profiel" });
    const response = await pages.request(path, { method: "POST", headers: { host: HOST, ...headers }, body });
    return { response, reached: reached > before };
  };

  it("is refused with a translated 403 page before the page is reached, from another site", async () => {
    const cookie = sessionCookie(await signIn(t, "organization_superuser"));
    for (const [path, headers] of [
      ["/nl/current-organization", { cookie, origin: EVIL }],
      ["/en/current-organization.data", { cookie, origin: EVIL }],
      ["/nl/current-organization", { cookie, referer: `${EVIL}/page` }],
      ["/nl/current-organization", { cookie }],
      ["/nl/applications/export", { cookie, origin: "null" }],
      // Login CSRF: the anonymous sign-in form, posted from elsewhere.
      ["/nl/auth/login-1", { origin: EVIL }],
      ["/nl/signup", { origin: EVIL }],
    ] as const) {
      const { response, reached } = await post(path, headers);
      expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
      expect(response.headers.get("set-cookie") ?? "", path).not.toMatch(/current-organization-id|access-token/);
      expect(reached, path).toBe(false);
      expect(await response.text()).toContain(
        path.startsWith("/en/") ? "This request does not come from this website." : "Dit verzoek komt niet van deze website.",
      );
    }
  });

  it("goes on to the page from our own pages, and from clients without cookies that name no origin", async () => {
    const cookie = sessionCookie(await signIn(t, "organization_superuser"));
    const ours: Record<string, string>[] = [
      { cookie, origin: OURS },
      { cookie, referer: `${OURS}/nl/profiel` },
      { origin: OURS },
      {},
    ];
    for (const headers of ours) {
      const { response, reached } = await post("/nl/current-organization", headers);
      expect(response.status, JSON.stringify(headers)).not.toBe(403);
      expect(reached, JSON.stringify(headers)).toBe(true);
    }
  });

  it("leaves reading pages alone", async () => {
    const before = reached;
    await pages.request("/nl/profiel", { headers: { host: HOST, origin: EVIL, cookie: "a=b" } });
    expect(reached).toBe(before + 1);
  });
});
