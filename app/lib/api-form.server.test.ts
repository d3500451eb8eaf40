import { describe, expect, it } from "vitest";
import { ApiError } from "../../contract/api-client";
import { attempt, fieldErrorsOf } from "./api-form.server";

// Pointers as the server writes them: readAttributes (zod paths), readPlainBody (auth), and the modules' own AppErrors.
const refusal = (...pointers: (string | undefined)[]) =>
  new ApiError(
    422,
    pointers.map((pointer, i) => ({
      status: "422",
      code: "validation_failed" as const,
      title: "Invalid",
      detail: `message ${i}`,
      ...(pointer ? { source: { pointer } } : {}),
    })),
  );

describe("fieldErrorsOf", () => {
  it("names an attribute by its name", () => {
    expect(fieldErrorsOf(refusal("/data/attributes/title"))).toEqual({ title: "message 0" });
  });

  it("names a list's entry by the list, and an object's member by the member", () => {
    expect(fieldErrorsOf(refusal("/data/attributes/emails/3", "/data/attributes/activity_type_ids/0"))).toEqual({
      emails: "message 0",
      activity_type_ids: "message 1",
    });
    expect(fieldErrorsOf(refusal("/data/attributes/address/postal_code"))).toEqual({ postal_code: "message 0" });
    expect(fieldErrorsOf(refusal("/data/attributes/dates/0/starts_at"))).toEqual({ dates: "message 0" });
  });

  it("names a plain body's field (the auth endpoints)", () => {
    expect(fieldErrorsOf(refusal("/password", "/reset_password_token"))).toEqual({
      password: "message 0",
      reset_password_token: "message 1",
    });
  });

  it("puts what names no field above the form, the first message per field winning", () => {
    expect(
      fieldErrorsOf(
        refusal(undefined, "/data/attributes", "/data/type", "/", "/data/attributes/title", "/data/attributes/title"),
      ),
    ).toEqual({
      _form: "message 0",
      title: "message 4",
    });
  });

  it("says the refusal's message when it has no error objects", () => {
    expect(fieldErrorsOf(new ApiError(403, []))).toEqual({ _form: "HTTP 403" });
  });

  it("keeps the whole path for nested forms", () => {
    expect(
      fieldErrorsOf(refusal("/data/attributes/blocks/1/button/url", "/data/attributes/title", undefined), { path: true }),
    ).toEqual({
      "blocks/1/button/url": "message 0",
      title: "message 1",
      _form: "message 2",
    });
  });

  it("keys a map attribute's errors by their key (a form's answers by question id)", () => {
    expect(
      fieldErrorsOf(refusal("/data/attributes/answers/17", "/data/attributes/answers", "/data/attributes/started_at"), {
        within: "answers",
      }),
    ).toEqual({
      "17": "message 0",
      _form: "message 1",
    });
  });

  it("reads escaped segments", () => {
    expect(fieldErrorsOf(refusal("/data/attributes/answers/a~1b"), { within: "answers" })).toEqual({ "a/b": "message 0" });
  });
});

describe("attempt", () => {
  const request = new Request("http://localhost/en/profile/details.data", { method: "POST" });
  const failing = (status: number) => () =>
    Promise.reject(
      new ApiError(status, [
        { status: String(status), code: "unprocessable" as const, title: "No", source: { pointer: "/data/attributes/title" } },
      ]),
    );

  it("hands back what the call answered", async () => {
    expect(await attempt(request, "en", async () => 7)).toEqual({ ok: true, value: 7 });
  });

  it("turns a refusal into field errors with its status", async () => {
    const sent = await attempt(request, "en", failing(422));
    expect(sent).toMatchObject({ ok: false, status: 422, errors: { title: "No" } });
  });

  it("sends an expired session to sign in and back", async () => {
    const thrown = await attempt(request, "en", failing(401)).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/en/auth/login-1?redirectTo=%2Fen%2Fprofile%2Fdetails");
  });

  it("throws a server error and the statuses that are the page's", async () => {
    await expect(attempt(request, "en", failing(500))).rejects.toBeInstanceOf(ApiError);
    await expect(attempt(request, "en", failing(404), { pages: [404] })).rejects.toBeInstanceOf(ApiError);
  });
});
