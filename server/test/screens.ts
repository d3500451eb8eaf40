import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type BoundFunctions, type queries, within } from "@testing-library/dom";
import { Window } from "happy-dom";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll } from "vitest";
import type { Role } from "../../contract/identity";
import { hostOf, signIn } from "./sign-in";
import { createTestApp, type TestApp, type TestAppOptions } from "./test-app";

// A browser's own: crawlers get a bare status code instead of the error view (decision 4).
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A screen as the server sent it: what a browser without scripts shows, queried as Testing Library does. */
export interface Screen {
  status: number;
  /** Where a redirect sends the browser (a path on the same site), else null. */
  location: string | null;
  document: Document;
  /** Testing Library's queries over the whole page (getByRole, getByText, ...). */
  screen: BoundFunctions<typeof queries>;
  /** A download's type and text (an export's CSV); a page's are its document. */
  download: { type: string; text: string } | null;
  /** The cookies the answer sets (its Set-Cookie headers). */
  setCookies: string[];
}

export interface ScreenRequest {
  /** Signed in as this tenant's demo user of the role; a visitor without one. */
  as?: Role;
  tenant?: string;
  /** Follow the site's redirects to the screen they end on, as a browser does. */
  follow?: boolean;
  /** Another host than the tenant's site (the operator's), with the browser's cookies there. */
  host?: string;
  cookie?: string;
  /** Further request headers a browser would send (its Accept-Language, a crawler's User-Agent). */
  headers?: Record<string, string>;
}

const root = path.resolve(import.meta.dirname, "../..");
const BUILD = path.join(root, "build/server/index.js");
// What the app's server build is made from (as scripts/start.mjs counts it).
const SOURCES = ["app", "contract", "locales"];

// Test files are no part of the build; a folder's own time changes when one is added.
const newestMtime = (entry: string): number => {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(entry) ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
};

/** The built app when it is newer than its sources (npm test builds first): loaded in a moment, not compiled again. */
const builtAppIsCurrent = () =>
  existsSync(BUILD) && Math.max(...SOURCES.map((dir) => newestMtime(path.join(root, dir)))) <= statSync(BUILD).mtimeMs;

/**
 * The real app's screens rendered by its server on a test app's database: a screen's loader, action, roles,
 * redirects and rendered HTML, without a browser. The app is the current build, else compiled by Vite as in
 * development. Call once per test file.
 */
export function screensTestApp(options: Omit<TestAppOptions, "ssr"> = {}) {
  let vite: ViteDevServer | undefined;
  let app: TestApp;
  const sessions = new Map<string, Promise<string>>();
  beforeAll(async () => {
    let build: ServerBuild;
    if (builtAppIsCurrent()) build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
    else {
      vite = await createServer({
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: "custom",
        logLevel: "silent",
      });
      build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    }
    app = await createTestApp({ ...options, ssr: { mode: "production", loadBuild: async () => build } });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await vite?.close();
  });

  /** The session cookie a browser holds after signing in as the demo user; one sign-in per role and tenant. */
  function cookieOf(role: Role, tenant: string) {
    const key = `${tenant}:${role}`;
    let cookie = sessions.get(key);
    if (!cookie) {
      cookie = signIn(app, role, tenant).then((auth) =>
        ["access-token", "client", "uid"].map((name) => `${name}=${encodeURIComponent(auth[name])}`).join("; "),
      );
      sessions.set(key, cookie);
    }
    return cookie;
  }

  async function send(path: string, request: ScreenRequest, init: { method: string; body?: string | FormData }): Promise<Screen> {
    const { as, tenant = "oldebroek" } = request;
    const host = request.host ?? hostOf(tenant);
    const headers: Record<string, string> = { host, accept: "text/html", "user-agent": BROWSER, ...request.headers };
    if (as) headers.cookie = await cookieOf(as, tenant);
    if (request.cookie) headers.cookie = request.cookie;
    if (init.body !== undefined) {
      // A file form's multipart type and boundary come from the runtime.
      if (typeof init.body === "string") headers["content-type"] = "application/x-www-form-urlencoded";
      headers.origin = `http://${host}`;
    }
    const response = await app.request(`http://${host}${path}`, { ...init, headers });
    const location = response.headers.get("location");
    if (request.follow && location?.startsWith("/") && response.status >= 300 && response.status < 400)
      return send(location, request, { method: "GET" });
    return screenOf(response, `http://${host}${path}`);
  }

  return {
    app: () => app,
    /** Opens a screen as a browser does, following no redirect. */
    open: (path: string, request: ScreenRequest = {}) => send(path, request, { method: "GET" }),
    /** Sends a form as a browser without scripts does (a plain POST of its fields; pairs where a name repeats). */
    post: (path: string, fields: Record<string, string> | [string, string][], request: ScreenRequest = {}) =>
      send(path, request, { method: "POST", body: new URLSearchParams(fields).toString() }),
    /** Presses a form's submit button as a browser without scripts does: the form's fields and the button's own, to its action. */
    press: (button: Element, request: ScreenRequest = {}) => {
      const { method, path, fields } = submission(button);
      if (method === "GET") return send(`${path.split("?")[0]}?${new URLSearchParams(fields)}`, request, { method });
      return send(path, request, { method, body: new URLSearchParams(fields).toString() });
    },
    /** Sends a form with a file, as a browser does (multipart/form-data). */
    upload: (path: string, form: FormData, request: ScreenRequest = {}) => send(path, request, { method: "POST", body: form }),
  };
}

/** What a browser sends when the button is pressed: its form's method, action and fields (the pressed button's included). */
export function submission(button: Element) {
  const form = (button as HTMLButtonElement).form;
  if (!form) throw new Error("the button is in no form");
  const url = new URL(form.getAttribute("action") ?? form.ownerDocument.location.href, form.ownerDocument.location.href);
  const fields: [string, string][] = [];
  for (const element of form.elements as unknown as HTMLInputElement[]) {
    if (!element.name || element.disabled) continue;
    const kind = element.type;
    if (kind === "submit" || kind === "button" || kind === "image" || kind === "reset") {
      if (element === button) fields.push([element.name, element.value]);
      continue;
    }
    if ((kind === "checkbox" || kind === "radio") && !element.checked) continue;
    if (kind === "file") continue;
    fields.push([element.name, element.value]);
  }
  const method = (form.getAttribute("method") ?? "get").toUpperCase();
  return { method, path: `${url.pathname}${url.search}`, fields };
}

async function screenOf(response: Response, url: string): Promise<Screen> {
  // Nothing the page links is fetched or run: the server's HTML is what is tested.
  const window = new Window({
    url,
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
      handleDisabledFileLoadingAsSuccess: true,
    },
  });
  const type = response.headers.get("content-type") ?? "";
  const text = await response.text();
  const html = type.startsWith("text/html") ? text : "";
  window.document.write(html);
  const document = window.document as unknown as Document;
  revealStreamedBoundaries(document);
  return {
    status: response.status,
    location: response.headers.get("location"),
    document,
    screen: within(document.documentElement),
    download: html || !text ? null : { type, text },
    setCookies: response.headers.getSetCookie(),
  };
}

/**
 * Puts what React streamed after the shell in place of its fallbacks, as React's inline scripts do in a browser
 * (`$RC("B:0","S:0")`): each finished boundary's hidden segment replaces the fallback after its template.
 */
function revealStreamedBoundaries(document: Document) {
  for (let found = true; found; ) {
    found = false;
    for (const template of document.querySelectorAll('template[id^="B:"]')) {
      const segment = document.getElementById(template.id.replace("B:", "S:"));
      if (!segment) continue;
      let fallback = template.nextSibling;
      while (fallback && !(fallback.nodeType === fallback.COMMENT_NODE && (fallback as Comment).data === "/$")) {
        const next = fallback.nextSibling;
        fallback.remove();
        fallback = next;
      }
      template.replaceWith(...segment.childNodes);
      segment.remove();
      found = true;
    }
  }
}
