// Wire keys are snake_case, client keys camelCase; keys starting with "_" are kept as they are.

/** The same few hundred attribute names come by on every document: each is converted once (up to a bound). */
function remembered(convert: (key: string) => string): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let converted = known.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (known.size < 10_000) known.set(key, converted);
    }
    return converted;
  };
}

export const toSnakeKey = remembered((key) => {
  if (key.startsWith("_")) return key;
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1_$2")
    .toLowerCase();
});

export const toCamelKey = remembered((key) => {
  if (key.startsWith("_")) return key;
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => convertKeys(v, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[convert(k)] = convertKeys(v, convert);
  return out;
}

export const toSnakeCaseKeys = <T = unknown>(value: unknown): T => convertKeys(value, toSnakeKey) as T;
export const toCamelCaseKeys = <T = unknown>(value: unknown): T => convertKeys(value, toCamelKey) as T;

/** A snake_case name as toCamelKey writes it, for types: "house_number" -> "houseNumber". */
export type CamelKey<S extends string> = S extends `_${string}`
  ? S
  : S extends `${infer Head}_${infer Tail}`
    ? `${Head}${Capitalize<CamelKey<Tail>>}`
    : S;

/** An object type with its keys as toCamelCaseKeys writes them (one level). */
export type CamelCasedKeys<T> = { [K in keyof T as K extends string ? CamelKey<K> : K]: T[K] };
