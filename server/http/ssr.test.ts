import { describe, expect, it } from "vitest";
import { mergeCookies } from "./ssr";

describe("mergeCookies", () => {
  it("replaces changed values, adds new ones and drops expired ones", () => {
    const merged = mergeCookies("a=1; access-token=old; client=c1", [
      "access-token=new; Path=/; HttpOnly",
      "client=; Path=/; Max-Age=0",
      "uid=x%40y; Path=/",
    ]);
    expect(merged).toBe("a=1; access-token=new; uid=x%40y");
  });
});
