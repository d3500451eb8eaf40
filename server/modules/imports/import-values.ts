// Values as people type them in Dutch spreadsheets, read into what the API takes.

/** A header or a word compared loosely: lower case, no accents, only letters and digits ("E-mail" = "email"). */
export const looseText = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

const YES = new Set(["ja", "j", "x", "yes", "y", "1", "true", "waar", "✓"]);
const NO = new Set(["nee", "n", "no", "0", "false", "onwaar", ""]);

/** ja/nee, x, yes/no, 1/0; null when it is neither. An empty cell is no. */
export function parseYesNo(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return null;
}

const pad = (n: number) => String(n).padStart(2, "0");

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A date as "YYYY-MM-DD": Dutch 31-12-2026, 31/12/2026, 31.12.2026 and 31-12-26 (a two-digit year is this century
 * unless that is more than 20 years ahead), or ISO 2026-12-31 (a time after it is left out). Null when not a date.
 */
export function parseDate(text: string, now = new Date()): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(value);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dutch = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(value);
  if (!dutch) return null;
  let year = Number(dutch[3]);
  if (dutch[3].length === 2) {
    const century = Math.floor(now.getUTCFullYear() / 100) * 100;
    year += century;
    if (year > now.getUTCFullYear() + 20) year -= 100;
  }
  return isoDate(year, Number(dutch[2]), Number(dutch[1]));
}

/** A number written the Dutch way (1,5; 1.250,75) or the English way (1.5; 1,250.75); null when not a number. */
export function parseDecimal(text: string): number | null {
  const value = text.trim().replace(/\s/g, "");
  if (!/^[-+]?[\d.,]+$/.test(value) || !/\d/.test(value)) return null;
  const comma = value.lastIndexOf(",");
  const dot = value.lastIndexOf(".");
  let normal: string;
  if (comma > dot) normal = value.replace(/\./g, "").replace(",", ".");
  else if (dot > comma && comma >= 0) normal = value.replace(/,/g, "");
  // Only dots: one is a decimal point unless it groups thousands (1.250 is ambiguous: read as Dutch thousands).
  else if (/^[-+]?\d{1,3}(\.\d{3})+$/.test(value)) normal = value.replace(/\./g, "");
  else normal = value;
  if ((normal.match(/[.,]/g) ?? []).length > 1) return null;
  const number = Number(normal);
  return Number.isFinite(number) ? number : null;
}

/** A Dutch postal code as the app stores it ("1234 AB"), from "1234ab", "1234 AB" or " 1234  ab "; else as typed. */
export function normalisePostalCode(text: string): string {
  const value = text.trim();
  const match = /^([1-9]\d{3})\s*([A-Za-z]{2})$/.exec(value);
  return match ? `${match[1]} ${match[2].toUpperCase()}` : value;
}

/** A website as typed ("www.voedselbank.nl") with the https:// the API's rule asks for. */
export function normaliseWebsite(text: string): string {
  const value = text.trim();
  if (value === "" || /^https?:\/\//i.test(value)) return value;
  return `https://${value}`;
}

/** A Dutch phone number Excel kept as a number lost its leading zero (525123456): it gets it back. */
export function normalisePhone(text: string): string {
  const value = text.trim();
  return /^[1-9]\d{8}$/.test(value) ? `0${value}` : value;
}
