import { describe, expect, it } from "vitest";
import { escapeText, foldLine, utcDateTime, writeCalendar } from "./ical-writer";

const octets = (s: string) => new TextEncoder().encode(s).length;

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and every kind of line break", () => {
    expect(escapeText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d");
    expect(escapeText("een\r\ntwee\ndrie\rvier")).toBe("een\\ntwee\\ndrie\\nvier");
    expect(escapeText("C:\\n")).toBe("C:\\\\n");
    expect(escapeText("gewoon: tekst")).toBe("gewoon: tekst");
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets alone and folds the 76th onto a line that starts with a space", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });

  it("keeps every physical line within 75 octets, unfolding back to the original", () => {
    const line = `SUMMARY:${"Koffie & gezelligheid in het buurthuis, ".repeat(6)}`;
    const folded = foldLine(line);
    for (const physical of folded.split("\r\n")) expect(octets(physical)).toBeLessThanOrEqual(75);
    expect(folded.split("\r\n").length).toBe(Math.ceil((octets(line) - 75) / 74) + 1);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("never splits a multi-byte character", () => {
    const line = `SUMMARY:${"é".repeat(40)}`; // 8 + 80 octets
    const folded = foldLine(line);
    const physical = folded.split("\r\n");
    expect(physical.map(octets)).toEqual([74, 15]);
    expect(physical[1].startsWith(" é")).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(foldLine(`${"x".repeat(70)}🎉🎉`).split("\r\n")).toEqual([`${"x".repeat(70)}🎉`, " 🎉"]);
  });
});

describe("writeCalendar", () => {
  it("writes a VCALENDAR with one VEVENT per event, UTC times, CRLF line ends", () => {
    const text = writeCalendar({
      productId: "-//Volunteerly//Activiteitenkalender//NL",
      name: "Activiteiten, Demo",
      events: [
        {
          uid: "activity-date-7@demo.localhost",
          stamp: new Date("2031-01-02T03:04:05.678Z"),
          start: new Date("2031-03-01T10:00:00+01:00"),
          end: new Date("2031-03-01T14:00:00+01:00"),
          summary: "Rommelmarkt; kraam, koffie",
          location: "Nijmegen",
          url: "https://demo.localhost/vacancies/7?a=1,2",
        },
        { uid: "u2", stamp: new Date(0), start: new Date("2031-03-02T00:00:00Z"), end: null, summary: "Zonder einde" },
      ],
    });
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n");
    expect(lines.slice(0, 5)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Volunteerly//Activiteitenkalender//NL",
      "CALSCALE:GREGORIAN",
      "X-WR-CALNAME:Activiteiten\\, Demo",
    ]);
    expect(lines.slice(5, 15)).toEqual([
      "BEGIN:VEVENT",
      "UID:activity-date-7@demo.localhost",
      "DTSTAMP:20310102T030405Z",
      "DTSTART:20310301T090000Z",
      "DTEND:20310301T130000Z",
      "SUMMARY:Rommelmarkt\\; kraam\\, koffie",
      "LOCATION:Nijmegen",
      "URL:https://demo.localhost/vacancies/7?a=1,2",
      "END:VEVENT",
      "BEGIN:VEVENT",
    ]);
    expect(text).toContain("DTSTART:20310302T000000Z\r\nSUMMARY:Zonder einde\r\nEND:VEVENT");
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it("formats UTC date-times", () => {
    expect(utcDateTime(new Date("2031-12-31T23:59:59.999Z"))).toBe("20311231T235959Z");
  });
});
