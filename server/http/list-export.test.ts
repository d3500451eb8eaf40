import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listUsers } from "../modules/users/user-list.service";
import { csvRows } from "../test/spreadsheets";
import { createTestApp, type TestApp } from "../test/test-app";
import { translatorFor } from "./i18n";
import { EXPORT_LIMIT, EXPORT_LIMIT_HEADER, readForExport, sendExport } from "./list-export";
import type { AppEnv } from "./types";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A route as the list routes are: a paged read into the writer; the limit and page size are the test's. */
function exportApp(read: (page: { number: number; size: number }) => Promise<unknown[][]>, limit?: number, size?: number) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("t", translatorFor(c.req.header("accept-language") === "en" ? "en" : "nl"));
    await next();
  });
  app.get("/export", async (c) => {
    const rows = await readForExport(read, limit, size);
    return sendExport(c, "csv", { name: "gebruikers", header: ["id"], rows }, limit);
  });
  return app;
}

const usersPage = async (page: { number: number; size: number }) =>
  (await listUsers(t.deps.db, "oldebroek", {}, page)).rows.map((user) => [user.id]);

describe("an export's row cut", () => {
  it("keeps the first rows up to the limit over several pages, and says so in the file name and header", async () => {
    const [, ...all] = await csvRows(await exportApp(usersPage, 1000, 1000).request("/export"));
    expect(all.length).toBeGreaterThan(7);

    const cut = await exportApp(usersPage, 5, 2).request("/export");
    expect(cut.headers.get(EXPORT_LIMIT_HEADER)).toBe("5");
    expect(cut.headers.get("content-disposition")).toMatch(/^attachment; filename="gebruikers-\d{4}-\d{2}-\d{2}-eerste-5\.csv"$/);
    const [, ...kept] = await csvRows(cut);
    expect(kept).toEqual(all.slice(0, 5));

    const english = await exportApp(usersPage, 5, 2).request("/export", { headers: { "accept-language": "en" } });
    expect(english.headers.get("content-disposition")).toMatch(/-first-5\.csv"$/);
  });

  it("leaves a list that fits whole, without the header or the note in its name", async () => {
    const whole = await exportApp(usersPage, 1000, 3).request("/export");
    expect(whole.headers.get(EXPORT_LIMIT_HEADER)).toBeNull();
    expect(whole.headers.get("content-disposition")).toMatch(/^attachment; filename="gebruikers-\d{4}-\d{2}-\d{2}\.csv"$/);
  });

  it("cuts at 50,000 rows by default", async () => {
    expect(EXPORT_LIMIT).toBe(50_000);
    let pages = 0;
    // An endless list in memory: the read stops one row past the default limit.
    const endless = async (page: { number: number; size: number }) => {
      pages++;
      return Array.from({ length: page.size }, (_, i) => [(page.number - 1) * page.size + i + 1]);
    };
    const response = await exportApp(endless).request("/export");
    expect(pages).toBe(51);
    expect(response.headers.get(EXPORT_LIMIT_HEADER)).toBe("50000");
    expect(response.headers.get("content-disposition")).toMatch(/-eerste-50000\.csv"$/);
    const rows = await csvRows(response);
    expect(rows.length).toBe(1 + 50_000);
    expect(rows.at(-1)).toEqual(["50000"]);
  });

  it("is used by every list route with its default limit", () => {
    const modules = path.join(import.meta.dirname, "../modules");
    const calls: string[] = [];
    for (const file of readdirSync(modules, { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
      const source = readFileSync(path.join(modules, file), "utf8");
      for (const call of source.matchAll(/\b(readForExport|sendExport)\(/g)) {
        // The call's arguments at depth one: a route that passed a limit would have one more.
        const args: string[] = [""];
        let depth = 0;
        for (const char of source.slice((call.index ?? 0) + call[0].length)) {
          if (")]}".includes(char) && depth-- === 0) break;
          if ("([{".includes(char)) depth++;
          if (char === "," && depth === 0) args.push("");
          else args[args.length - 1] += char;
        }
        const count = args.filter((arg) => arg.trim() !== "").length;
        calls.push(`${file} ${call[1]} ${count === (call[1] === "readForExport" ? 1 : 3)}`);
      }
    }
    expect(calls.length).toBeGreaterThanOrEqual(10);
    expect(calls.filter((call) => call.endsWith("false"))).toEqual([]);
  });
});
