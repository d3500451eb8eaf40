import type { HostConfig } from "../../config/hosts";
import { isTenantOrigin } from "../../config/site-origins";
import type { TenantId } from "../../config/tenants";
import { TemplateSyntaxError } from "./template-engine";

/** Whether a mail of this tenant may link to an address. */
export type LinkCheck = (url: string) => boolean;

// What a mail client may make a link of in text: a word with an http(s) address or www. in it, with what is glued before.
const URL_IN_TEXT = /[^\s<>"'`]*(?:https?:\/\/|www\.)[^\s<>"'`]*/gi;
const URL_START = /https?:\/\/|www\./i;
// Only brackets or a Markdown label may sit before an address: `evil.example/?t=https://...` is one link to evil.
const HARMLESS_PREFIX = /^(?:\[[^\]]*\]\()?[([{<*_]*$/;
// Where a template names a link's target: `[label](target)`, and an href or src even though HTML is shown as text.
const LINK_TARGETS = [/\]\(([^)\n]*)\)/g, /\b(?:href|src)\s*=\s*["']?([^"'\s>]*)/gi];
const WHOLE_VARIABLE = /^\{\{-?\s*([a-z_]+)\s*-?\}\}$/;
const LIQUID = /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g;

/** The platform's own links: every variable whose name ends in _url is an address the platform made. */
export const isUrlVariable = (name: string) => name.endsWith("_url");

/** The tenant's configured origins (decision 7) and the operator's short list (MAIL_LINK_ORIGINS), nothing else. */
export function linkCheckOf(tenant: TenantId, hosts: HostConfig): LinkCheck {
  return (raw) => {
    const href = /^www\./i.test(raw) ? `https://${raw}` : raw;
    if (!URL.canParse(href)) return false;
    const url = new URL(href);
    if (url.protocol !== "https:" && url.protocol !== "http:") return false;
    return isTenantOrigin(url.origin, tenant, hosts) || (hosts.mailLinkOrigins ?? []).includes(url.origin);
  };
}

const refused = (url: string) => new TemplateSyntaxError("link", url.slice(0, 120));

/**
 * The text without addresses that lead elsewhere: an address stays when the tenant may link there or when it is part
 * of a value as written (a visitor's message, shown as text); with `strict`, such an address is refused instead.
 */
export function withoutForeignLinks(text: string, allowed: LinkCheck, values: readonly string[], strict = false): string {
  const inValue = (part: string) => values.some((value) => value.includes(part));
  return text.replace(URL_IN_TEXT, (word) => {
    const { prefix, url } = split(word);
    // Punctuation after an address ends a sentence or a bracket, it is not part of the address.
    const bare = url.replace(/[.,;:!?)\]}*_]+$/, "");
    if (inValue(word) || (HARMLESS_PREFIX.test(prefix) && (allowed(bare) || inValue(bare)))) return word;
    if (strict) throw refused(word);
    return "";
  });
}

function split(word: string) {
  const at = word.search(URL_START);
  return { prefix: word.slice(0, at), url: word.slice(at) };
}

/**
 * Refuses a template text whose links could lead elsewhere: a link target that is not exactly one of its own link
 * variables or an address the tenant may link to, a link variable that is filtered or passed through a tag (it could
 * be taken apart and sent elsewhere), and an address in the text on another site or with a host made of Liquid.
 */
export function checkTemplateLinks(source: string, variables: readonly string[], allowed: LinkCheck) {
  const urlVariables = variables.filter(isUrlVariable);
  for (const pattern of LINK_TARGETS) {
    for (const [, raw] of source.matchAll(pattern)) {
      const target = raw.trim();
      const variable = WHOLE_VARIABLE.exec(target)?.[1];
      if (variable ? urlVariables.includes(variable) : !/[{}]/.test(target) && allowed(target)) continue;
      throw refused(target || raw);
    }
  }
  for (const [expression] of source.matchAll(LIQUID)) {
    const used = urlVariables.find((name) => new RegExp(`\\b${name}\\b`).test(expression));
    if (used && WHOLE_VARIABLE.exec(expression)?.[1] !== used) throw new TemplateSyntaxError("linkVariable", used);
  }
  // Glued to the text before it (or pulled to it by `{{-`), a link variable makes one link with that text.
  for (const [, name] of source.matchAll(/(?:[^\s("'>]\{\{|\{\{-)\s*([a-z_]+)/g)) {
    if (urlVariables.includes(name)) throw new TemplateSyntaxError("linkVariable", name);
  }
  for (const [word] of source.matchAll(URL_IN_TEXT)) {
    const { prefix, url } = split(word);
    const literal = url.split(/\{[{%]/)[0];
    const hostIsLiquid = literal !== url && !/^(?:https?:\/\/|www\.)[^/?#]+[/?#]/i.test(literal);
    if (!HARMLESS_PREFIX.test(prefix) || hostIsLiquid || !allowed(literal)) throw refused(word);
  }
}
