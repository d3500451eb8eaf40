import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { listeningServer } from "../test/listening-server";
import { createTestApp, DEFAULT_TEST_HOST, type TestApp } from "../test/test-app";
import { type TestPage, testPageBuild } from "../test/test-page-build";
import { waitedBeforeArrivalMs } from "./queue-time";
import type { LoadLimits } from "./types";

let t: TestApp;
const servers: Awaited<ReturnType<typeof listeningServer>>[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await t.close();
});

const LIMITS: LoadLimits = { maxConcurrent: 1, maxQueued: 5, maxQueueWaitMs: 300, maxEventLoopDelayMs: 5000, timeoutMs: 10_000 };

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The real app with one test page behind the production node server, on a real socket. */
async function serving(page: TestPage, limits: Partial<LoadLimits> = {}) {
  const app = createApp(
    { ...t.deps, loadLimits: { ...LIMITS, ...limits } },
    { ssr: { mode: "production", loadBuild: async () => testPageBuild(page) } },
  );
  const server = await listeningServer(app.fetch);
  servers.push(server);
  const { port } = server;
  return async (path: string, headers: Record<string, string> = {}) => {
    const asked = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { host: DEFAULT_TEST_HOST, ...headers } });
    const body = await response.text();
    return { status: response.status, retryAfter: response.headers.get("retry-after"), body, ms: performance.now() - asked };
  };
}

const Held = () => createElement("p", null, "held");
/** A page whose loader holds its place until goOn: how many requests reached it so far is arrivals(). */
function heldPage() {
  let arrived = 0;
  const goOn = deferred();
  const loader = async () => {
    arrived++;
    await goOn.promise;
    return null;
  };
  return { page: { path: "nl/test/held", Component: Held, loader } as TestPage, arrivals: () => arrived, goOn };
}
const Page = () => createElement("p", null, "page");
const stampedAgo = (ms: number) => ({ "x-request-start": `t=${Date.now() - ms}` });

describe("X-Request-Start", () => {
  it("reads a proxy's stamp in seconds, milliseconds, microseconds or nanoseconds, with or without t=", () => {
    const now = 1_764_300_000_000;
    expect(waitedBeforeArrivalMs(`t=${now - 400}`, now)).toBe(400);
    expect(waitedBeforeArrivalMs(`${now - 400}`, now)).toBe(400);
    expect(waitedBeforeArrivalMs(`t=${(now - 400) * 1000}`, now)).toBe(400);
    expect(waitedBeforeArrivalMs(`t=${BigInt(now - 400) * 1_000_000n}`, now)).toBe(400);
    expect(waitedBeforeArrivalMs(`t=${(now - 1500) / 1000}`, now)).toBeCloseTo(1500, 3);
  });

  it("counts no wait for no stamp, a stamp in the future, an implausible one or one that is not a time", () => {
    const now = 1_764_300_000_000;
    expect(waitedBeforeArrivalMs(undefined, now)).toBe(0);
    expect(waitedBeforeArrivalMs(`t=${now + 50}`, now)).toBe(0);
    expect(waitedBeforeArrivalMs(`t=${now - 3_600_000}`, now)).toBe(0);
    expect(waitedBeforeArrivalMs("t=soon", now)).toBe(0);
    expect(waitedBeforeArrivalMs("t=-5", now)).toBe(0);
  });

  it("answers a request that waited longer than MAX_QUEUE_WAIT_MS behind the proxy 503 at once, without its work", async () => {
    const { page, arrivals, goOn } = heldPage();
    const ask = await serving(page);
    // The only place is taken: a request that queued would wait for it (or MAX_QUEUE_WAIT_MS), one shed at once does not.
    const held = ask("/nl/test/held");
    await expect.poll(arrivals, { timeout: 10_000 }).toBe(1);
    const late = await ask("/nl/test/held", stampedAgo(1000));
    expect(late.status).toBe(503);
    expect(late.retryAfter).toBe("2");
    expect(late.body).toContain("Het is op dit moment te druk.");
    const fromApi = await ask("/api/v1/volunteer_centers/current", { ...stampedAgo(1000), "accept-language": "en" });
    expect(fromApi.status).toBe(503);
    expect(JSON.parse(fromApi.body)).toMatchObject({ errors: [{ status: "503", code: "service_unavailable" }] });
    expect(arrivals()).toBe(1);
    goOn.resolve();
    expect((await held).status).toBe(200);
  });

  it("never sheds the probes: /healthz and /readyz answer whatever the stamp says", async () => {
    const ask = await serving({ path: "nl/test/page", Component: Page });
    expect((await ask("/healthz", stampedAgo(5000))).status).toBe(200);
    expect((await ask("/readyz", stampedAgo(5000))).status).toBe(200);
  });

  it("counts the wait behind the proxy toward the wait for a place: one that waited 1.5 of 2 s waits 0.5 s more", async () => {
    const { page, arrivals, goOn } = heldPage();
    const ask = await serving(page, { maxQueueWaitMs: 2000 });
    const held = ask("/nl/test/held");
    await expect.poll(arrivals, { timeout: 10_000 }).toBe(1);
    const queued = await ask("/nl/test/held", stampedAgo(1500));
    expect(queued.status).toBe(503);
    expect(queued.retryAfter).toBe("2");
    // A timer never fires early; one that ignored the proxy's 1.5 s would have given the full 2 s.
    expect(queued.ms).toBeGreaterThanOrEqual(450);
    expect(queued.ms).toBeLessThan(1900);
    expect(arrivals()).toBe(1);
    goOn.resolve();
    expect((await held).status).toBe(200);
    expect((await ask("/nl/test/held", stampedAgo(50))).status).toBe(200);
  });
});
