/** Bytes as people read them: "340 kB", "1,2 MB", in the page's language. */
export function formatBytes(bytes: number, locale: string): string {
  const mega = bytes >= 1024 * 1024;
  const amount = bytes / (mega ? 1024 * 1024 : 1024);
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: mega ? 1 : 0 }).format(amount)} ${mega ? "MB" : "kB"}`;
}
