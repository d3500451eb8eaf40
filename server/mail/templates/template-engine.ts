import { Liquid, type Template } from "liquidjs";

// Values leave Liquid wrapped in these marks (base64url inside), so a value can never make a paragraph or a button:
// the structure is read from the template's own text, then the values are put back.
const OPEN = "\u0001";
const CLOSE = "\u0002";
const WRAPPED = new RegExp(`${OPEN}([A-Za-z0-9_-]*)${CLOSE}`, "g");

const wrap = (value: unknown) => `${OPEN}${Buffer.from(value == null ? "" : String(value)).toString("base64url")}${CLOSE}`;

/** Puts the values back; a captured value can hold another one, hence the few rounds. */
export function unwrapValues(text: string): string {
  let out = text;
  for (let round = 0; round < 4 && out.includes(OPEN); round++) {
    out = out.replace(WRAPPED, (_, encoded: string) => Buffer.from(encoded, "base64url").toString());
  }
  return out.replaceAll(OPEN, "").replaceAll(CLOSE, "");
}

// No files, no unknown filters, own properties only and bounded work: a template can shape text, nothing more.
const engine = new Liquid({
  templates: {},
  strictFilters: true,
  ownPropertyOnly: true,
  outputEscape: wrap,
  parseLimit: 50_000,
  renderLimit: 2_000,
  memoryLimit: 5_000_000,
});
// `raw` would let a value through unwrapped.
engine.registerFilter("raw", (value: unknown) => value);
const NO_FILES = ["include", "render", "layout", "block"];

export type ParsedTemplate = Template[];

/**
 * Why a text is not a usable template: bad Liquid, a variable it does not offer, a tag that reads files, a link
 * elsewhere, a link variable taken apart, or more work than a mail may cost.
 */
export class TemplateSyntaxError extends Error {
  constructor(
    readonly kind: "syntax" | "variable" | "tag" | "link" | "linkVariable" | "limit",
    readonly detail: string,
  ) {
    super(`${kind}: ${detail}`);
  }
}

/** Parses a text, refusing file tags and variables the template does not offer. */
export function parseTemplate(source: string, allowed: readonly string[]): ParsedTemplate {
  let parsed: ParsedTemplate;
  try {
    parsed = engine.parse(source);
  } catch (error) {
    throw new TemplateSyntaxError("syntax", (error as Error).message);
  }
  const fileTag = NO_FILES.find((tag) => new RegExp(`{%-?\\s*${tag}\\b`).test(source));
  if (fileTag) throw new TemplateSyntaxError("tag", fileTag);
  const unknown = engine.globalVariablesSync(parsed).find((name) => !allowed.includes(name));
  if (unknown) throw new TemplateSyntaxError("variable", unknown);
  return parsed;
}

/** The text with the values in it, still wrapped (see unwrapValues); a render that hits a limit is a TemplateSyntaxError. */
export function renderWrapped(template: ParsedTemplate, values: Record<string, string>, renderLimitMs?: number): string {
  try {
    return engine.renderSync(template, values, renderLimitMs ? { renderLimit: renderLimitMs } : undefined) as string;
  } catch (error) {
    const message = (error as Error).message;
    if (/limit exceeded/.test(message)) throw new TemplateSyntaxError("limit", message);
    throw new TemplateSyntaxError("syntax", message);
  }
}
