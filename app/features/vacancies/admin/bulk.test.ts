import { describe, expect, it } from "vitest";
import { bulkAttributes, runBulk } from "./bulk";

describe("bulk changes", () => {
  it("computes each vacancy's own tags", () => {
    const vacancy = { tags: ["once", "free"] as ("once" | "free" | "nldoet")[] };
    expect(bulkAttributes({ kind: "add_tags", tags: ["free", "nldoet"] }, vacancy)).toEqual({ tags: ["once", "free", "nldoet"] });
    expect(bulkAttributes({ kind: "remove_tags", tags: ["once"] }, vacancy)).toEqual({ tags: ["free"] });
    expect(bulkAttributes({ kind: "status", status: "filled" }, vacancy)).toEqual({ status: "filled" });
    expect(bulkAttributes({ kind: "expires_at", date: "2026-06-30" }, vacancy)).toEqual({
      expires_at: "2026-06-30T21:59:00.000Z",
    });
  });

  it("sends every item, reports each outcome and goes on after a failure", async () => {
    const items = ["1", "2", "3", "4", "5"].map((id) => ({ id }));
    const seen: string[] = [];
    const outcomes = await runBulk(
      items,
      async ({ id }) => {
        if (id === "2" || id === "4") throw new Error(`refused ${id}`);
      },
      (error) => (error as Error).message,
      (outcome) => seen.push(outcome.id),
      2,
    );
    expect(seen.sort()).toEqual(["1", "2", "3", "4", "5"]);
    expect(outcomes.filter((o) => !o.ok)).toEqual([
      { id: "2", ok: false, reason: "refused 2" },
      { id: "4", ok: false, reason: "refused 4" },
    ]);
  });
});
