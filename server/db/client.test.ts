import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";

describe("a server's embedded database", () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "vp-client-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("lets the event loop turn between statements, so that requests are read while a page queries", async () => {
    const database = await openDatabase({ dataDir: folder });
    try {
      let turns = 0;
      let counting = true;
      const turn = () => {
        turns++;
        if (counting) setImmediate(turn);
      };
      setImmediate(turn);
      const before = turns;
      for (let i = 0; i < 50; i++) await database.db.execute(sql`select ${i}::int as n`);
      counting = false;
      expect(turns - before).toBeGreaterThanOrEqual(50);
    } finally {
      await database.close();
    }
  }, 60_000);
});
