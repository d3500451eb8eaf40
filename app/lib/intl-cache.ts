/** Building an Intl formatter costs far more than using one: pages that format many dates share them. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

export function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${tag}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    formatters.set(key, format);
  }
  return format;
}

export function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${tag}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    formatters.set(key, format);
  }
  return format;
}
