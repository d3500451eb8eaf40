/**
 * Building an Intl formatter costs far more than using one, and each holds ICU memory outside the JavaScript heap
 * until a full collection: pages, mails and exports share one per language and options.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.ListFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.ListFormat>(
  kind: string,
  tag: string,
  options: object,
  create: () => T,
): T {
  const key = `${kind}|${tag}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as T | undefined;
  if (!format) {
    format = create();
    formatters.set(key, format);
  }
  return format;
}

export const dateFormat = (tag: string, options: Intl.DateTimeFormatOptions = {}) =>
  cached("d", tag, options, () => new Intl.DateTimeFormat(tag, options));

export const numberFormat = (tag: string, options: Intl.NumberFormatOptions = {}) =>
  cached("n", tag, options, () => new Intl.NumberFormat(tag, options));

export const relativeTimeFormat = (tag: string, options: Intl.RelativeTimeFormatOptions = {}) =>
  cached("r", tag, options, () => new Intl.RelativeTimeFormat(tag, options));

export const listFormat = (tag: string, options: Intl.ListFormatOptions = {}) =>
  cached("l", tag, options, () => new Intl.ListFormat(tag, options));

/**
 * A number for a text, the one way we write them: the language's decimal separator ("1,5 uur", "1.5 hours"), at most
 * `fractionDigits` decimals, and no grouping, so that a year or an id reads as it is (2026, not 2.026).
 */
export const formatNumber = (locale: string, value: number, fractionDigits = 2) =>
  numberFormat(locale, { maximumFractionDigits: fractionDigits, useGrouping: false }).format(value);
