import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { decodeText, detectDelimiter } from "./import-files";
import { detectMapping } from "./import-mapping";
import {
  looseText,
  normalisePhone,
  normalisePostalCode,
  normaliseWebsite,
  parseDate,
  parseDecimal,
  parseYesNo,
} from "./import-values";

describe("values as people type them", () => {
  it("reads Dutch and ISO dates, and refuses days that do not exist", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    expect(parseDate("31-12-2026", now)).toBe("2026-12-31");
    expect(parseDate("31-12-26", now)).toBe("2026-12-31");
    expect(parseDate("1/2/1950", now)).toBe("1950-02-01");
    expect(parseDate("5.3.48", now)).toBe("1948-03-05");
    expect(parseDate("2026-12-31", now)).toBe("2026-12-31");
    expect(parseDate("2026-12-31T10:00:00Z", now)).toBe("2026-12-31");
    expect(parseDate("31-02-2026", now)).toBeNull();
    expect(parseDate("morgen", now)).toBeNull();
  });

  it("reads Dutch and English decimals", () => {
    expect(parseDecimal("1,5")).toBe(1.5);
    expect(parseDecimal("1.250,75")).toBe(1250.75);
    expect(parseDecimal("1,250.75")).toBe(1250.75);
    expect(parseDecimal("1.5")).toBe(1.5);
    expect(parseDecimal("1.250")).toBe(1250);
    expect(parseDecimal(" 12 ")).toBe(12);
    expect(parseDecimal("-0,25")).toBe(-0.25);
    expect(parseDecimal("1,2,3")).toBeNull();
    expect(parseDecimal("twaalf")).toBeNull();
  });

  it("normalises postal codes, websites, yes/no and headers", () => {
    expect(normalisePostalCode("8091ab")).toBe("8091 AB");
    expect(normalisePostalCode(" 8091  Ab ")).toBe("8091 AB");
    expect(normalisePostalCode("B-1000")).toBe("B-1000");
    expect(normaliseWebsite("www.debrug.nl")).toBe("https://www.debrug.nl");
    expect(normalisePhone("525123456")).toBe("0525123456");
    expect(normalisePhone("0525-123456")).toBe("0525-123456");
    expect(normalisePhone("+31612345678")).toBe("+31612345678");
    expect(normaliseWebsite("http://debrug.nl")).toBe("http://debrug.nl");
    for (const yes of ["ja", "JA", "x", "yes", "1"]) expect(parseYesNo(yes)).toBe(true);
    for (const no of ["nee", "no", "0", ""]) expect(parseYesNo(no)).toBe(false);
    expect(parseYesNo("misschien")).toBeNull();
    expect(looseText("E-mail adres")).toBe(looseText("emailadres"));
    expect(looseText("Café")).toBe("cafe");
  });

  it("finds the separator of the first line outside quotes", () => {
    expect(detectDelimiter('Naam;Plaats\n"a,b";c')).toBe(";");
    expect(detectDelimiter('"Naam; oud",Plaats,Postcode\n')).toBe(",");
    expect(detectDelimiter("Naam\tPlaats\n")).toBe("\t");
    expect(detectDelimiter("Naam\n")).toBe(",");
  });

  it("reads the encodings Excel saves in, and refuses binary", () => {
    const text = "Naam;Plaats\r\nZorgcafé ’t Hoekje;Oldebroek";
    expect(decodeText(new TextEncoder().encode(text))).toBe(text);
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))).toBe(text);
    expect(decodeText(new Uint8Array(iconv.encode(text, "win1252")))).toBe(text);
    expect(decodeText(new Uint8Array(iconv.encode(text, "utf-16le", { addBOM: true })))).toBe(text);
    expect(() => decodeText(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]))).toThrow("type");
  });

  it("matches headers in Dutch or English, whatever their case or accents, and any name a column may have", () => {
    expect(detectMapping("volunteers", ["VOORNAAM", "Last name", "E-mailadres", "Télefoon", "constructor", "__proto__"])).toEqual(
      {
        VOORNAAM: "first_name",
        "Last name": "last_name",
        "E-mailadres": "email",
        Télefoon: "phone_number",
        constructor: null,
        ["__proto__"]: null,
      },
    );
  });
});
