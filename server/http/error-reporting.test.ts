import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createErrorReporter, shouldReport } from "./error-reporting";

describe("shouldReport (spec section 8)", () => {
  it("skips statuses 300 to 499 and reports the rest", () => {
    expect([299, 300, 404, 499, 500, undefined].map(shouldReport)).toEqual([true, false, false, false, true, true]);
  });
});

describe("createErrorReporter without Sentry", () => {
  it("logs reportable errors with their context and drops 300-499", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const report = await createErrorReporter(pino({ level: "info" }, sink), undefined, "test");
    report(new Error("database gone"), { status: 500, requestId: "r-1" });
    report(new Error("not found"), { status: 404 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: "reported error",
      status: 500,
      requestId: "r-1",
      err: { message: "database gone" },
    });
  });
});
