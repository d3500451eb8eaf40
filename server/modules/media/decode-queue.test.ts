import { describe, expect, it } from "vitest";
import { DECODES_AT_ONCE, decodeInTurn } from "./decode-queue";

describe("decodeInTurn", () => {
  it("runs one decode at a time and drops one whose request was answered while it waited", async () => {
    expect(DECODES_AT_ONCE).toBe(1);
    const { promise: held, resolve: release } = Promise.withResolvers<string>();
    const first = decodeInTurn(() => held);
    const request = new AbortController();
    let started = false;
    const dropped = decodeInTurn(async () => {
      started = true;
      return "second";
    }, request.signal);
    request.abort(new Error("answered 503"));
    release("first");
    expect(await first).toBe("first");
    await expect(dropped).rejects.toThrow("answered 503");
    expect(started).toBe(false);
  });
});
