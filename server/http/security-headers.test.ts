import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers";

describe("contentSecurityPolicy", () => {
  it("lets no page be framed, except by our own pages when asked (the editor's live preview)", () => {
    expect(contentSecurityPolicy("n", false)).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy("n", false, true)).toContain("frame-ancestors 'self'");
    expect(contentSecurityPolicy("n", false)).toContain("script-src 'self' 'nonce-n' 'strict-dynamic' https:");
  });
});
