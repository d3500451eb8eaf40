import { describe, expect, it } from "vitest";
import { etagOf, etagWithout } from "./etag";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("etagWithout", () => {
  it("is the ETag of the text with every cut taken out, wherever the cuts are", () => {
    const nonce = "n0Nc3-abc_DEF";
    const page = `${nonce}<p>Één café, ${nonce}${nonce} naïef 🙂</p><script nonce="${nonce}"></script>${nonce}`;
    expect(etagWithout(bytes(page), nonce)).toBe(etagOf(page.replaceAll(nonce, "")));
  });

  it("reads only the bytes it is given, not the rest of their buffer", () => {
    const whole = bytes("before<main>page</main>after");
    const page = whole.subarray(6, 23);
    expect(etagWithout(page, "x")).toBe(etagOf("<main>page</main>"));
  });

  it("tells pages apart, and takes nothing out for an empty cut", () => {
    expect(etagWithout(bytes("<p>a</p>"), "")).toBe(etagOf("<p>a</p>"));
    expect(etagWithout(bytes("<p>a</p>"), "n")).not.toBe(etagWithout(bytes("<p>b</p>"), "n"));
  });
});
