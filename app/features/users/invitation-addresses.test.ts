import { describe, expect, it } from "vitest";
import { addressProblem, parseAddresses } from "./invitation-addresses";

describe("parseAddresses", () => {
  it("reads one address per line or separated by commas and semicolons, each once, in lower case", () => {
    expect(parseAddresses("anna@example.nl\r\nBob@Example.nl, cor@example.nl;\n\n anna@EXAMPLE.nl ;")).toEqual({
      emails: ["anna@example.nl", "bob@example.nl", "cor@example.nl"],
      invalid: [],
    });
  });

  it("takes the address between brackets and keeps what is no address as it was typed", () => {
    expect(parseAddresses("Anna de Vries <anna@example.nl>\nbob@\nCor")).toEqual({
      emails: ["anna@example.nl"],
      invalid: ["bob@", "Cor"],
    });
  });
});

describe("addressProblem", () => {
  it("asks for at least one address", () => {
    expect(addressProblem(" \n ,; ")).toEqual({ key: "none" });
  });

  it("names the first five that are no address", () => {
    expect(addressProblem("a@example.nl\nx\ny\nz\nv\nw\nq")).toEqual({ key: "invalid", count: 6, list: "x, y, z, v, w" });
  });

  it("allows 200 at once", () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `p${i}@example.nl`).join("\n");
    expect(addressProblem(list(200))).toBeNull();
    expect(addressProblem(list(201))).toEqual({ key: "tooMany", count: 201, max: 200 });
  });
});
