import { formatNumber } from "../../contract/intl-formats";

/** Bytes as people read them: "340 kB", "1,2 MB", in the page's language. */
export function formatBytes(bytes: number, locale: string): string {
  const mega = bytes >= 1024 * 1024;
  // A few bytes still read as "1 kB"; only nothing at all is "0 kB".
  const amount = mega ? bytes / (1024 * 1024) : bytes === 0 ? 0 : Math.max(1, Math.ceil(bytes / 1024));
  return `${formatNumber(locale, amount, mega ? 1 : 0)} ${mega ? "MB" : "kB"}`;
}
