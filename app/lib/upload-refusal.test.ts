import { describe, expect, it } from "vitest";
import { ApiError } from "../../contract/api-client";
import { uploadRefusal } from "./upload-refusal";

const error = (status: number, code: string, detail: string) =>
  new ApiError(status, [{ status: String(status), code: code as "too_many_requests", title: "x", detail }]);

describe("uploadRefusal", () => {
  it("gives a form the API's words for a refused file and for too many uploads, and nothing else", () => {
    expect(uploadRefusal(error(422, "validation_failed", "Deze afbeelding heeft te veel pixels"))).toBe(
      "Deze afbeelding heeft te veel pixels",
    );
    const wait = "Te veel pogingen. Probeer het over 42 minuten opnieuw.";
    expect(uploadRefusal(error(429, "too_many_requests", wait))).toBe(wait);
    expect(uploadRefusal(error(403, "forbidden", "Geen rechten"))).toBeNull();
    expect(uploadRefusal(new Error("boom"))).toBeNull();
  });
});
