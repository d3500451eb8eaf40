import { describe, expect, it } from "vitest";
import { groupByStartDay, overviewSearch, readOverviewState, shiftPeriod, toOverviewQuery } from "./activity-overview";

describe("the activity overview's address", () => {
  it("reads every filter as sent and writes back only those that are set", () => {
    const state = readOverviewState(new URLSearchParams("from=2032-06-07&status=draft&q=+speel+&other=1"));
    expect(state).toEqual({ from: "2032-06-07", to: "", status: "draft", organization: "", q: "speel" });
    expect(toOverviewQuery(state)).toEqual({
      filter: { from: "2032-06-07", to: undefined, status_eq: "draft", organization_id_eq: undefined, q: "speel" },
    });
    expect(overviewSearch(state)).toBe("?from=2032-06-07&status=draft&q=speel");
    expect(overviewSearch(state, { from: "", status: "", q: "" })).toBe("");
  });

  it("steps by the period's own length, across a change of summer time", () => {
    expect(shiftPeriod("2032-03-15", "2032-04-11", 1)).toEqual({ from: "2032-04-12", to: "2032-05-09" });
    expect(shiftPeriod("2032-03-15", "2032-04-11", -1)).toEqual({ from: "2032-02-16", to: "2032-03-14" });
    expect(shiftPeriod("2032-06-10", "2032-06-10", 1)).toEqual({ from: "2032-06-11", to: "2032-06-11" });
  });

  it("groups dates by their Dutch start day, a date that began earlier under the first day", () => {
    const dates = [
      { id: "3", startsAt: "2032-06-09T22:30:00.000Z" },
      { id: "1", startsAt: "2032-06-05T08:00:00.000Z" },
      { id: "2", startsAt: "2032-06-08T08:00:00.000Z" },
    ];
    expect(groupByStartDay(dates, "2032-06-07").map(([day, list]) => [day, list.map((d) => d.id)])).toEqual([
      ["2032-06-07", ["1"]],
      ["2032-06-08", ["2"]],
      ["2032-06-10", ["3"]],
    ]);
  });
});
