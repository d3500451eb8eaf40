import { Agent, createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import v8 from "node:v8";
import vm from "node:vm";
import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import pino from "pino";
import { createElement, Suspense, use } from "react";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../app/lib/api.server";
import { createApp } from "../app";
import { createTestApp, DEFAULT_TEST_HOST, type TestApp } from "../test/test-app";
import { type TestPage, testPageBuild } from "../test/test-page-build";
import { loadShedding } from "./load-shedding";
import type { AppEnv, LoadLimits } from "./types";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LIMITS: LoadLimits = {
  maxConcurrent: 32,
  maxQueued: 0,
  maxQueueWaitMs: 5000,
  maxEventLoopDelayMs: 5000,
  timeoutMs: 10_000,
};
const CENTER = "/api/v1/volunteer_centers/current";

/** The real app with one test page, given limits, and its access log (a page's API calls log at debug level). */
function appWith(page: TestPage, limits: Partial<LoadLimits> = {}) {
  const lines: { msg?: string; path?: string }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const deps = { ...t.deps, logger: pino({ level: "debug" }, sink), loadLimits: { ...LIMITS, ...limits } };
  const app = createApp(deps, { ssr: { mode: "production", loadBuild: async () => testPageBuild(page) } });
  return {
    request: (path: string, init: { signal?: AbortSignal; headers?: Record<string, string> } = {}) =>
      Promise.resolve(app.request(path, { signal: init.signal, headers: { host: DEFAULT_TEST_HOST, ...init.headers } })),
    apiCalls: () => lines.filter((line) => line.msg === "request" && line.path === CENTER).length,
  };
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

// A page whose last part never comes: the shell goes out, the rest streams until the render is aborted.
const never = new Promise<never>(() => undefined);
const Waiting = () => use(never);
const Streaming = () => createElement(Suspense, { fallback: createElement("p", null, "loading") }, createElement(Waiting));

const api = (context: unknown) => apiFor(context as RouterContextProvider, "nl");
const text = (value: string) => () => createElement("p", null, value);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<"too late">((resolve) => setTimeout(() => resolve("too late"), ms))]);

describe("a page whose visitor has gone", () => {
  it("makes no further API calls: the next one fails with AbortError and never reaches the API", async () => {
    const firstCallDone = deferred();
    const goOn = deferred();
    const loaderDone = deferred<unknown>();
    const app = appWith({
      path: "nl/test/slow",
      Component: text("slow"),
      loader: async ({ context }) => {
        await api(context).get(CENTER);
        firstCallDone.resolve();
        await goOn.promise;
        loaderDone.resolve(
          await api(context)
            .get(CENTER)
            .then(
              () => "second call made",
              (error: unknown) => error,
            ),
        );
        return null;
      },
    });
    const visitor = new AbortController();
    const answer = app.request("/nl/test/slow", { signal: visitor.signal });
    await firstCallDone.promise;
    visitor.abort();
    goOn.resolve();
    expect(await loaderDone.promise).toMatchObject({ name: "AbortError" });
    expect(app.apiCalls()).toBe(1);
    expect((await answer).status).toBe(503);
  });

  it("stops rendering at once instead of streaming on until the stream timeout", async () => {
    const app = appWith({ path: "nl/test/streaming", Component: Streaming });
    const visitor = new AbortController();
    const response = await app.request("/nl/test/streaming", { signal: visitor.signal });
    expect(response.status).toBe(200);
    const body = response.text().catch(() => "stream errored");
    expect(await within(body, 200)).toBe("too late");
    visitor.abort();
    expect(await within(body, 2000)).not.toBe("too late");
  });
});

describe("a concurrency cap", () => {
  it("answers the request beyond it 503 with Retry-After at once, page and API, without starting its work", async () => {
    let arrived = 0;
    const goOn = deferred();
    const app = appWith(
      {
        path: "nl/test/held",
        Component: text("held"),
        loader: async ({ context }) => {
          arrived++;
          await goOn.promise;
          // A held page's own API call is part of the page: it is neither counted again nor shed.
          return (await api(context).get(CENTER)).status;
        },
      },
      { maxConcurrent: 2, maxQueued: 1 },
    );
    const held = [app.request("/nl/test/held"), app.request("/nl/test/held")];
    await expect.poll(() => arrived).toBe(2);
    const queued = app.request("/nl/test/held");

    const page = await within(app.request("/nl/test/held"), 500);
    if (page === "too late") throw new Error("the request beyond the cap was not answered at once");
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("2");
    expect(await page.text()).toContain("Het is op dit moment te druk. Probeer het over een paar seconden opnieuw.");
    const fromApi = await app.request(CENTER, { headers: { "accept-language": "en" } });
    expect(fromApi.status).toBe(503);
    expect(fromApi.headers.get("retry-after")).toBe("2");
    expect(fromApi.headers.get("content-type")).toContain("application/vnd.api+json");
    expect(await fromApi.json()).toMatchObject({
      errors: [
        {
          status: "503",
          code: "service_unavailable",
          detail: "It is too busy at the moment. Please try again in a few seconds.",
        },
      ],
    });
    expect(arrived).toBe(2);

    goOn.resolve();
    expect((await Promise.all([...held, queued])).map((response) => response.status)).toEqual([200, 200, 200]);
    expect(arrived).toBe(3);
    expect((await app.request("/nl/test/held")).status).toBe(200);
  });

  it("lets a request wait for a place at most MAX_QUEUE_WAIT_MS, then answers it 503", async () => {
    let arrived = 0;
    const goOn = deferred();
    const app = appWith(
      {
        path: "nl/test/held",
        Component: text("held"),
        loader: async () => {
          arrived++;
          await goOn.promise;
          return null;
        },
      },
      { maxConcurrent: 1, maxQueued: 5, maxQueueWaitMs: 200 },
    );
    const held = app.request("/nl/test/held");
    await expect.poll(() => arrived).toBe(1);
    const started = performance.now();
    const waited = await within(app.request("/nl/test/held"), 2000);
    if (waited === "too late") throw new Error("the waiting request was not answered after its wait");
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(waited.status).toBe(503);
    expect(waited.headers.get("retry-after")).toBe("2");
    expect(arrived).toBe(1);
    goOn.resolve();
    expect((await held).status).toBe(200);
  });
});

describe("a queue that has not emptied for longer than MAX_QUEUE_WAIT_MS (sustained overload)", () => {
  /**
   * The middleware alone with one place, before a handler that notes each request and holds it until its promise in
   * held settles: every step is in memory, none waits on I/O. timed(name) asks for /name: its status and time, also
   * kept in answered once it came.
   */
  function onePlace(maxQueueWaitMs: number, held: Record<string, Promise<void>>) {
    const served: string[] = [];
    const answered: Record<string, { status: number; ms: number }> = {};
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("t", ((key: string) => key) as AppEnv["Variables"]["t"]);
        await next();
      })
      .use(loadShedding({ ...LIMITS, maxConcurrent: 1, maxQueued: 10, maxQueueWaitMs }))
      .get("/:name", async (c) => {
        const name = c.req.param("name");
        served.push(name);
        await held[name];
        return c.text("ok");
      });
    const timed = (name: string) => {
      const started = performance.now();
      return Promise.resolve(app.request(`/${name}`)).then((response) => {
        answered[name] = { status: response.status, ms: performance.now() - started };
        return answered[name];
      });
    };
    return { app, served, timed, answered };
  }

  it("serves the newest waiting request first and answers those waiting past OVERLOAD_WAIT_MS 503 at once", async () => {
    const goOn = deferred();
    const dGoesOn = deferred();
    const { app, served, timed } = onePlace(2000, { first: goOn.promise, d: dGoesOn.promise });
    const first = timed("first");
    await expect.poll(() => served).toEqual(["first"]);
    // A burst: the queue is new, so its first request may wait the whole MAX_QUEUE_WAIT_MS, as before.
    const a = timed("a");
    await sleep(500);
    const b = timed("b");
    expect(await a).toMatchObject({ status: 503 });
    expect((await a).ms).toBeGreaterThanOrEqual(1990);
    // The queue (b now) has not emptied since a came, two seconds ago: b, waiting past OVERLOAD_WAIT_MS, gets its 503
    // as c comes, before its own two seconds.
    await sleep(100);
    const c = timed("c");
    const d = timed("d");
    expect(await b).toMatchObject({ status: 503 });
    expect((await b).ms).toBeLessThan(1900);
    // A place freed now goes to the newest (d); c, still waiting, gets its 503 after OVERLOAD_WAIT_MS, not two seconds.
    await sleep(5);
    goOn.resolve();
    expect(await first).toMatchObject({ status: 200 });
    expect(await c).toMatchObject({ status: 503 });
    expect((await c).ms).toBeLessThan(1000);
    expect(served).toEqual(["first", "d"]);
    dGoesOn.resolve();
    expect(await d).toMatchObject({ status: 200 });
    // The queue empty again: a request is served as usual.
    expect((await app.request("/e")).status).toBe(200);
  });

  it("keeps the newest OVERLOAD_WAITERS waiting, and stays so until nobody had to wait for MAX_QUEUE_WAIT_MS", async () => {
    const holds = { first: deferred(), again: deferred() };
    const { served, timed, answered } = onePlace(1000, { first: holds.first.promise, again: holds.again.promise });
    const first = timed("first");
    await expect.poll(() => served).toEqual(["first"]);
    // The queue does not empty for longer than MAX_QUEUE_WAIT_MS: sustained overload from c on.
    const a = timed("a");
    await sleep(500);
    const b = timed("b");
    expect(await a).toMatchObject({ status: 503 });
    await sleep(100);
    const [, d, e] = [timed("c"), timed("d"), timed("e")];
    // With d and e newer, c would be served only after both: it is answered as e comes, not after OVERLOAD_WAIT_MS.
    await sleep(0);
    expect(answered.c?.status).toBe(503);
    expect(answered.d).toBeUndefined();
    expect((await b).status).toBe(503);
    holds.first.resolve();
    expect(await first).toMatchObject({ status: 200 });
    await Promise.all([d, e]);
    expect(served.slice(0, 2)).toEqual(["first", "e"]);
    // The queue emptied, but sustained overload holds: who waits now waits OVERLOAD_WAIT_MS, not a second.
    const again = timed("again");
    await expect.poll(() => served).toContain("again");
    const f = await timed("f");
    expect(f.status).toBe(503);
    expect(f.ms).toBeLessThan(500);
    // Nobody waited for MAX_QUEUE_WAIT_MS: a burst again, whose request may wait the whole of it.
    await sleep(1100);
    const g = await timed("g");
    expect(g.status).toBe(503);
    expect(g.ms).toBeGreaterThanOrEqual(990);
    holds.again.resolve();
    expect((await again).status).toBe(200);
  });
});

describe("a stalled event loop", () => {
  // What a backlog of renders does: the loop does not turn while requests wait unread in their sockets.
  const stallFor = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };

  it("sheds what is read beyond MAX_CONCURRENT_REQUESTS after it was busy for MAX_EVENT_LOOP_DELAY_MS", async () => {
    const app = appWith(
      { path: "nl/test/page", Component: text("page") },
      { maxConcurrent: 2, maxQueued: 10, maxEventLoopDelayMs: 100 },
    );
    await sleep(30);
    stallFor(200);
    const backlog = [app.request("/nl/test/page"), app.request("/nl/test/page"), app.request("/nl/test/page")];
    const statuses = (await Promise.all(backlog)).map((response) => response.status);
    expect(statuses).toEqual([200, 200, 503]);
    expect((await backlog[2]).headers.get("retry-after")).toBe("2");
    await sleep(30);
    expect((await app.request("/nl/test/page")).status).toBe(200);
  });

  it("serves a request or two read after one slow task: that is no backlog", async () => {
    const app = appWith(
      { path: "nl/test/page", Component: text("page") },
      { maxConcurrent: 2, maxQueued: 10, maxEventLoopDelayMs: 100 },
    );
    await sleep(30);
    stallFor(200);
    const statuses = (await Promise.all([app.request("/nl/test/page"), app.request("/nl/test/page")])).map(
      (response) => response.status,
    );
    expect(statuses).toEqual([200, 200]);
  });
});

describe("a request past REQUEST_TIMEOUT_MS", () => {
  it("is a page: its loader is aborted and the visitor gets a translated 503 page at the time-out", async () => {
    const sawAbort = deferred<unknown>();
    // A loader's real work (a query, an API call) holds its request; this one waits on nothing, so without this the
    // collector could take its request, and the signal with it, before the time-out (it did, in a whole-file run on PGlite).
    const held: Request[] = [];
    const app = appWith(
      {
        path: "nl/test/stuck",
        Component: text("stuck"),
        loader: ({ request }) =>
          new Promise((resolve) => {
            held.push(request);
            const aborted = () => {
              sawAbort.resolve(request.signal.reason);
              resolve(null);
            };
            if (request.signal.aborted) aborted();
            else request.signal.addEventListener("abort", aborted);
          }),
      },
      // Long enough for the root's middleware to reach the loader on a loaded CI machine (300 ms, and once 1 s, were not).
      { timeoutMs: 2000 },
    );
    // The first ask of the site fills the centre cache, the first page sets up the renderer: one-off costs, not the
    // time the page's loader is given (on a loaded CI machine they once took the whole second).
    expect((await app.request("/api/v1/volunteer_centers")).status).toBe(200);
    expect((await app.request("/nl/test/elsewhere")).status).toBe(404);
    const started = performance.now();
    const response = await within(app.request("/nl/test/stuck"), 6000);
    if (response === "too late") throw new Error("the stuck page was not answered at its time-out");
    expect(performance.now() - started).toBeGreaterThanOrEqual(1990);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("2");
    expect(await response.text()).toContain("Dit verzoek duurde te lang. Probeer het over een paar seconden opnieuw.");
    const reason = await within(sawAbort.promise, 3000);
    if (reason === "too late") throw new Error("the page's loader never saw the time-out's abort");
    expect(reason).toMatchObject({ name: "TimeoutError" });
    expect(held).toHaveLength(1);
  });

  it("is an API call waiting for the database: a JSON:API 503 at the time-out", async () => {
    const app = appWith({ path: "nl/unused", Component: text("unused") }, { timeoutMs: 300 });
    expect((await app.request("/api/v1/organizations")).status).toBe(200);
    const locked = deferred();
    const unlock = deferred();
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE organizations IN ACCESS EXCLUSIVE MODE`);
      locked.resolve();
      await unlock.promise;
    });
    await locked.promise;
    try {
      const response = await within(app.request("/api/v1/organizations", { headers: { "accept-language": "nl" } }), 3000);
      if (response === "too late") throw new Error("the API call was not answered at its time-out");
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("2");
      expect(await response.json()).toMatchObject({
        errors: [{ status: "503", code: "service_unavailable", title: "Tijdelijk niet beschikbaar" }],
      });
    } finally {
      unlock.resolve();
      await holder;
    }
  });
});

describe("a request that is answered", () => {
  it("can be collected: a listener on its client's signal once kept every request alive", async () => {
    v8.setFlagsFromString("--expose-gc");
    const gc = vm.runInNewContext("gc") as () => void;
    const answered: WeakRef<object>[] = [];
    const app = createApp({ ...t.deps, loadLimits: LIMITS });
    // Over a real socket, as in production: @hono/node-server gives undici's Request the client's signal.
    const server = createServer(
      getRequestListener((request, env) => {
        answered.push(new WeakRef(request));
        return app.fetch(request, env);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const call = httpRequest(
          { host: "127.0.0.1", port, path: CENTER, agent, headers: { host: DEFAULT_TEST_HOST } },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        call.on("error", reject);
        call.end();
      });
    try {
      for (let round = 0; round < 10; round++)
        expect(await Promise.all([get(), get(), get(), get()])).toEqual([200, 200, 200, 200]);
      for (let pass = 0; pass < 3; pass++) {
        gc();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(answered).toHaveLength(40);
      // The sockets stay open (keep-alive); at most the last request on each may still be referenced.
      expect(answered.filter((ref) => ref.deref() !== undefined).length).toBeLessThanOrEqual(4);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
