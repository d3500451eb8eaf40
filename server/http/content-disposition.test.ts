import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./content-disposition";

describe("a download's file name", () => {
  it("keeps a plain name as it is", () => {
    expect(attachmentDisposition("users.csv")).toBe('attachment; filename="users.csv"');
  });

  it("gives any other name an ASCII fallback and the UTF-8 name, and a valid header either way", () => {
    const cases: [string, string][] = [
      ["Bijdrage €5.csv", `filename="Bijdrage _5.csv"; filename*=UTF-8''Bijdrage%20%E2%82%AC5.csv`],
      ["Café 🎉.csv", `filename="Cafe __.csv"; filename*=UTF-8''Caf%C3%A9%20%F0%9F%8E%89.csv`],
      ['Eerste\r\nregel "x".csv', `filename="Eerste regel _x_.csv"; filename*=UTF-8''Eerste%20regel%20%22x%22.csv`],
      ["a/b\\c (1)*'.csv", `filename="a-b-c (1)*'.csv"`],
      ["\u202Egpj.csv", `filename="gpj.csv"`],
      ["\n", `filename="download"`],
    ];
    for (const [name, expected] of cases) {
      const header = attachmentDisposition(name);
      expect(() => new Headers({ "content-disposition": header }), name).not.toThrow();
      expect(header, name).toBe(`attachment; ${expected}`);
    }
  });
});
