import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { currentUser, localeOf, pageContext, pageContextMiddleware, signedIn, signedInAs } from "./page-context.server";
import { type ServerContext, serverContext } from "./server-context";

const SESSION = "access-token=a; client=c; uid=u";

/** A request's context as the Hono server makes it, with an API that answers current_user with `roles`. */
function setUp({ roles = ["volunteer"], signedInUser = true } = {}) {
  const calls: { path: string; headers: Record<string, string> }[] = [];
  const fetch = async (path: string, init?: RequestInit) => {
    calls.push({ path, headers: { ...(init?.headers as Record<string, string>) } });
    if (!path.startsWith("/api/v1/current_user")) return Response.json({ data: [] });
    if (!signedInUser) return Response.json({ errors: [{ status: "401", title: "Unauthorized" }] }, { status: 401 });
    const included = roles.map((name, i) => ({ type: "roles", id: String(i + 1), attributes: { name } }));
    const relationships = { roles: { data: included.map(({ type, id }) => ({ type, id })) } };
    return Response.json({ data: { type: "users", id: "7", attributes: { email: "a@b.nl" }, relationships }, included });
  };
  const context = new RouterContextProvider();
  const apiHeaders: Record<string, string> = { cookie: SESSION, host: "oldebroek.test" };
  context.set(serverContext, { fetch, signal: new AbortController().signal, apiHeaders } as unknown as ServerContext);
  return { context, calls, apiHeaders };
}

async function enter(context: RouterContextProvider, lang: string | undefined, request: Request) {
  const next = async () => new Response(null);
  await pageContextMiddleware({ request, context, params: { lang }, unstable_pattern: "" } as never, next);
}

const page = (path: string, method = "GET") =>
  new Request(`http://oldebroek.test${path}`, { method, headers: { cookie: SESSION } });

describe("localeOf", () => {
  it("is the path's language, and Dutch when there is none or an unknown one", () => {
    expect(localeOf({ lang: "en" })).toBe("en");
    expect(localeOf({ lang: "nl" })).toBe("nl");
    expect(localeOf({ lang: "fr" })).toBe("nl");
    expect(localeOf({})).toBe("nl");
  });
});

describe("pageContext", () => {
  it("is not there before the locale route's middleware ran: a screen outside /:lang fails loudly", () => {
    expect(() => pageContext(new RouterContextProvider())).toThrow();
  });

  it("gives the page's language, and API clients that send it", async () => {
    const { context, calls } = setUp();
    await enter(context, "en", page("/en/profiel"));
    const { locale, api, publicApi } = pageContext(context);
    expect(locale).toBe("en");
    await api.get("/api/v1/vacancies");
    await publicApi.get("/api/v1/vacancies");
    expect(calls.map((c) => c.headers["accept-language"])).toEqual(["en", "en"]);
  });

  it("reads the request's headers at each call, so an organization selected after the middleware still goes along", async () => {
    const { context, calls, apiHeaders } = setUp();
    await enter(context, "nl", page("/nl/vacancies"));
    const { api } = pageContext(context);
    apiHeaders["current-organization-id"] = "12";
    await api.get("/api/v1/vacancies");
    expect(calls[0].headers["current-organization-id"]).toBe("12");
    expect(calls[0].headers.cookie).toBe(SESSION);
  });

  it("has a public client without the visitor's session, for pages opened from mailed links", async () => {
    const { context, calls } = setUp();
    await enter(context, "nl", page("/nl/forms/abc"));
    await pageContext(context).publicApi.get("/api/v1/forms/abc");
    expect(calls[0].headers.cookie).toBeUndefined();
    expect(calls[0].headers.host).toBe("oldebroek.test");
  });

  it("turns an API 4xx into the page's own error, as before", async () => {
    const { context } = setUp({ signedInUser: false });
    await enter(context, "nl", page("/nl/x"));
    await expect(pageContext(context).api.get("/api/v1/current_user")).rejects.toMatchObject({
      type: "DataWithResponseInit",
      init: { status: 401 },
    });
  });

  it("hands the session a sign-in answers with to the caller", async () => {
    const { context } = setUp();
    context.get(serverContext).fetch = async () =>
      Response.json({ data: { type: "users", id: "7", attributes: {} } }, { headers: { "access-token": "new" } });
    await enter(context, "nl", page("/nl/auth/login-1", "POST"));
    let answered: Headers | null = null;
    await pageContext(context)
      .signInApi((headers) => {
        answered = headers;
      })
      .post("/auth/sign_in", {});
    expect((answered as Headers | null)?.get("access-token")).toBe("new");
  });
});

describe("currentUser", () => {
  it("asks the API once for all the loaders of a GET", async () => {
    const { context, calls } = setUp();
    const request = page("/nl/profiel");
    await enter(context, "nl", request);
    const [a, b] = await Promise.all([currentUser(context, request), currentUser(context, request)]);
    expect(a?.id).toBe("7");
    expect(b).toBe(a);
    expect(calls.filter((c) => c.path.startsWith("/api/v1/current_user"))).toHaveLength(1);
  });

  it("asks again on each call of an action's request: the action may have changed him", async () => {
    const { context, calls } = setUp();
    const request = page("/nl/profile-edit", "POST");
    await enter(context, "nl", request);
    await currentUser(context, request);
    await currentUser(context, request);
    expect(calls.filter((c) => c.path.startsWith("/api/v1/current_user"))).toHaveLength(2);
  });

  it("is null without a session, without asking the API", async () => {
    const { context, calls } = setUp();
    const request = new Request("http://oldebroek.test/nl/profiel");
    await enter(context, "nl", request);
    expect(await currentUser(context, request)).toBeNull();
    expect(calls).toHaveLength(0);
  });
});

describe("signedIn", () => {
  const thrown = async (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error,
    );

  it("sends a visitor the API does not know to the login page of the page's language, and back to where he was", async () => {
    const { context } = setUp({ signedInUser: false });
    const request = page("/en/profiel.data?tab=alerts");
    await enter(context, "en", request);
    const response = (await thrown(signedIn(context, request))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/en/auth/login-1?redirectTo=${encodeURIComponent("/en/profiel?tab=alerts")}`);
  });

  it("gives the signed-in user", async () => {
    const { context } = setUp();
    const request = page("/nl/profiel");
    await enter(context, "nl", request);
    expect((await signedIn(context, request)).id).toBe("7");
  });
});

describe("signedInAs", () => {
  it("lets in a user with one of the roles", async () => {
    const { context } = setUp({ roles: ["volunteer", "admin"] });
    const request = page("/nl/users");
    await enter(context, "nl", request);
    expect((await signedInAs(context, request, ["admin", "center_superuser"])).id).toBe("7");
  });

  it("shows anyone else the 403 page", async () => {
    const { context } = setUp({ roles: ["volunteer"] });
    const request = page("/nl/users");
    await enter(context, "nl", request);
    await expect(signedInAs(context, request, ["admin"])).rejects.toMatchObject({
      type: "DataWithResponseInit",
      data: { message: "Forbidden" },
      init: { status: 403 },
    });
  });

  it("sends a visitor without a session to the login page first", async () => {
    const { context } = setUp();
    const request = new Request("http://oldebroek.test/nl/users");
    await enter(context, "nl", request);
    await expect(signedInAs(context, request, ["admin"])).rejects.toMatchObject({ status: 302 });
  });
});
