// Numbers as a language writes them: "1,5 uur" in Dutch, "1.5 hours" in English; one formatter per language and digits.
const formats = new Map<string, Intl.NumberFormat>();

/**
 * A number for a text: the language's decimal separator, at most `fractionDigits` decimals, and no grouping, so a
 * year or an id reads as it is (2026, not 2.026).
 */
export function formatNumber(locale: string, value: number, fractionDigits = 2): string {
  const key = `${locale}|${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits, useGrouping: false });
    formats.set(key, format);
  }
  return format.format(value);
}
