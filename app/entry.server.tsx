import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { serverContext } from "./lib/server-context";

// The Hono server sets this key on the context of every request; it must be the build's own instance.
export { serverContext };

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
    const readyEvent = crawler || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyEvent]() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Server-side loader/action/render errors: 300-499 are not reported (spec section 8). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const status = typeof error === "object" && error !== null && "status" in error ? Number(error.status) : undefined;
  if (status !== undefined && status >= 300 && status < 500) return;
  const ctx = (context as RouterContextProvider).get(serverContext);
  ctx.reportError(error, { status, requestId: ctx.requestId, path: new URL(request.url).pathname, source: "ssr" });
};
