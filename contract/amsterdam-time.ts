/**
 * The form's date and time controls hold wall-clock time without a zone; the API wants an instant. Our centres are
 * Dutch, so both the browser and the server read them as Europe/Amsterdam (the server cannot know the browser's zone
 * when the form posts without JavaScript).
 */
const ZONE = "Europe/Amsterdam";

const formatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

function wallClock(instant: number): { date: string; time: string; asUtc: number } {
  const parts = Object.fromEntries(formatter.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}`;
  return { date, time, asUtc: Date.parse(`${date}T${time}:00Z`) };
}

const LOCAL = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/;

/** "2026-05-01T10:00" (or a bare date, read as midnight) in Amsterdam as an ISO instant; null when not a date. */
export function amsterdamToIso(local: string): string | null {
  const match = LOCAL.exec(local.trim());
  if (!match) return null;
  const asUtc = Date.parse(`${match[1]}T${match[2] ?? "00:00"}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at that moment; asked twice because the first guess may sit on the other side of a DST change.
  let instant = asUtc - (wallClock(asUtc).asUtc - asUtc);
  instant = asUtc - (wallClock(instant).asUtc - instant);
  return new Date(instant).toISOString();
}

/** An ISO instant as Amsterdam wall-clock time for a datetime-local control: "2026-05-01T10:00". */
export function isoToAmsterdamLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return "";
  const { date, time } = wallClock(instant);
  return `${date}T${time}`;
}

/** An ISO instant as the Amsterdam day for a date control: "2026-05-01". */
export const isoToAmsterdamDate = (iso: string | null | undefined) => isoToAmsterdamLocal(iso).slice(0, 10);

/** An end date ("2026-05-01") as the last minute of that day in Amsterdam: the vacancy runs through the whole day. */
export const endOfAmsterdamDay = (date: string) =>
  LOCAL.test(date.trim()) ? amsterdamToIso(`${date.trim().slice(0, 10)}T23:59`) : null;

/** The first midnight in Amsterdam after `instant` (ms): where "today" on a page becomes yesterday. */
export function nextAmsterdamMidnight(instant: number): number {
  const today = isoToAmsterdamDate(new Date(instant).toISOString());
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return Date.parse(amsterdamToIso(tomorrow) as string);
}
