import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { handleError } from "../../app/entry.server";
import { type ServerContext, serverContext } from "../../app/lib/server-context";
import { ApiError } from "../../contract/api-client";

/** handleError of the page build as React Router calls it, with a reporter that records. */
function pageError(error: unknown) {
  const reported: Record<string, unknown>[] = [];
  const context = new RouterContextProvider();
  const reportError = (_error: unknown, details: Record<string, unknown>) => void reported.push(details);
  context.set(serverContext, { requestId: "3f0c2a9e-page", reportError } as unknown as ServerContext);
  handleError(error, { request: new Request("http://oldebroek.localhost/nl/vacatures"), context, params: {} });
  return reported;
}

describe("a page's loader error is reported once", () => {
  it("leaves an API 500 to the API, which reported it with its exception under the same request id", () => {
    expect(pageError(new ApiError(500, [{ status: "500", code: "internal", title: "Er ging iets mis" }]))).toEqual([]);
    expect(pageError(new ApiError(503, [{ status: "503", code: "service_unavailable", title: "Te druk" }]))).toEqual([]);
  });

  it("reports the page's own exception", () => {
    expect(pageError(new Error("loader failed"))).toEqual([
      { status: undefined, requestId: "3f0c2a9e-page", path: "/nl/vacatures", source: "ssr" },
    ]);
  });
});
