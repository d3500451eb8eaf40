import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { ApiError } from "../contract/api-client";
import { pseudoText } from "../locales/pseudo-locale";
import { resources } from "../locales/resources";
import { provideTestLanguages } from "../locales/translate";
import { provideCatalogues } from "./lib/i18n";
import { serverContext } from "./lib/server-context";

// The Hono server sets this key on the context of every request; it must be the build's own instance.
export { serverContext };

// Every language is at hand on the server; the browser loads one (app/lib/i18n.ts).
provideCatalogues(resources);
provideTestLanguages(pseudoText);

export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(serverContext);
  const crawler = isbot(request.headers.get("user-agent") ?? "");

  // Spec section 8: crawlers get the status code, not the error view.
  if (crawler && responseStatusCode >= 400) {
    return new Response(`${responseStatusCode}`, {
      status: responseStatusCode,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let allReady = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waitForAll = crawler || routerContext.isSpaMode;
    const sendShell = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onShellReady() {
        if (!waitForAll) sendShell();
      },
      onAllReady() {
        allReady = true;
        clearTimeout(timer);
        if (waitForAll) sendShell();
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // A visitor who left is no error worth a line; under overload there are many.
        if (shellRendered && !request.signal.aborted) console.error(error);
      },
    });
    // Under load the stream timer would keep every finished render in memory for 11 s: it goes once all is rendered.
    if (!allReady) timer = setTimeout(abort, streamTimeout + 1000);
    // A visitor who left or a page that timed out (the server's REQUEST_TIMEOUT_MS) is not rendered any further.
    request.signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        abort(request.signal.reason);
      },
      { once: true },
    );
  });
}

/** Server-side loader/action/render errors: 300-499 are not reported (spec section 8). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const status = typeof error === "object" && error !== null && "status" in error ? Number(error.status) : undefined;
  if (status !== undefined && status >= 300 && status < 500) return;
  // The API reported its own 5xx, with the real exception, under this request's id (handleApiError): not again.
  if (error instanceof ApiError && error.status >= 500) return;
  const ctx = (context as RouterContextProvider).get(serverContext);
  ctx.reportError(error, { status, requestId: ctx.requestId, path: new URL(request.url).pathname, source: "ssr" });
};
