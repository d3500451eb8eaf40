/** A small iCalendar (RFC 5545) writer: a VCALENDAR of VEVENTs, escaped and folded as the RFC says. */

export interface CalendarEvent {
  uid: string;
  /** When the event's information was last revised (section 3.8.7.2, without METHOD). */
  stamp: Date;
  start: Date;
  end: Date | null;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
}

export interface Calendar {
  /** The PRODID, e.g. "-//Volunteerly//Activiteitenkalender//NL". */
  productId: string;
  name: string;
  events: CalendarEvent[];
}

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** TEXT values (section 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A DATE-TIME in UTC (section 3.3.5, form 2): 20310301T090000Z. */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * Folding (section 3.1): no line longer than 75 octets; a continuation line starts with one space, which counts.
 * A UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

function eventLines(event: CalendarEvent): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
  ];
  if (event.end) lines.push(`DTEND:${utcDateTime(event.end)}`);
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  // URL is a URI value, not TEXT: it is not escaped.
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push("END:VEVENT");
  return lines;
}

/** The whole calendar as text/calendar: CRLF line ends, folded lines. */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${calendar.productId}`,
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
