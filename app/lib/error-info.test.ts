import { describe, expect, it } from "vitest";
import { errorInfo, errorTexts } from "./error-info";

// What React Router hands the boundary for a thrown data(..., { status }): an ErrorResponse.
const asRouteError = (status: number, message: string) => ({ status, statusText: "", internal: false, data: { message } });

describe("the error table of spec section 8", () => {
  it.each([
    [401, "errors:page.401.title", "errors:page.401.description"],
    [403, "errors:page.403.title", "errors:page.403.description"],
    [404, "errors:page.404.title", "errors:page.404.description"],
  ])("%i has its own texts", (status, title, description) => {
    const texts = errorTexts(errorInfo(asRouteError(status, "x")));
    expect(texts).toEqual({ title: [title], description });
  });

  it("a screen without an organization shows 'Geen organisatie gevonden' under the 403 title", () => {
    const error = { status: 403, statusText: "", internal: false, data: { messageKey: "errors:page.noOrganization" } };
    expect(errorTexts(errorInfo(error))).toEqual({ title: ["errors:page.403.title"], description: "errors:page.noOrganization" });
  });

  it("ignores a description key outside the error texts", () => {
    const error = { status: 403, statusText: "", internal: false, data: { messageKey: "identity:anything" } };
    expect(errorTexts(errorInfo(error)).description).toBe("errors:page.403.description");
  });

  it("keeps the request id of an API error, so the server need not log its own 500 again", () => {
    const apiError = Object.assign(new Error("Something went wrong"), { status: 500, errors: [{ id: "3f0c2a9e-6a1b" }] });
    expect(errorInfo(apiError)).toMatchObject({ status: 500, requestId: "3f0c2a9e-6a1b" });
    expect(errorInfo(new Error("boom")).requestId).toBeUndefined();
  });

  it("another code shows the code in the title", () => {
    expect(errorTexts(errorInfo(asRouteError(502, "x"))).title).toEqual(["errors:page.withCode.title", { code: 502 }]);
  });

  it("no code gives the plain title", () => {
    expect(errorTexts(errorInfo(new Error("boom"))).title).toEqual(["errors:page.withoutCode.title"]);
  });

  it("a message containing 'wrong center' wins over the status", () => {
    const info = errorInfo(asRouteError(403, "You are logged in on the wrong center"));
    expect(info.wrongCenter).toBe(true);
    expect(errorTexts(info).title).toEqual(["errors:page.wrongCenter.title"]);
  });

  it("reads a status from an error object", () => {
    expect(errorInfo(Object.assign(new Error("gone"), { status: 410 })).status).toBe(410);
  });
});
