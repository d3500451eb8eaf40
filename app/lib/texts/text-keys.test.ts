import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES } from "../../../contract/applications";
import { DATA_VIEWER_TABLE_NAMES, DATA_VIEWER_TABLES } from "../../../contract/data-viewer";
import { ERROR_CODES } from "../../../contract/errors";
import { ROLES, SIGNUP_METHODS, USER_STATUSES } from "../../../contract/identity";
import { MAIL_DELIVERY_STATUSES } from "../../../contract/mail-deliveries";
import {
  NOTIFICATION_TEMPLATE_GROUPS,
  NOTIFICATION_TEMPLATE_KEYS,
  NOTIFICATION_TEMPLATE_VARIABLES,
} from "../../../contract/notification-templates";
import { NOTIFICATION_KINDS } from "../../../contract/notifications";
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from "../../../contract/organization-options";
import { VACANCY_STATUSES, VACANCY_TYPES } from "../../../contract/vacancy-options";
import { catalogue as browserCatalogue } from "../../../locales/catalogue-nl";
import { TEXT_LOCALES } from "../../../locales/languages";
import { NAMESPACES, resources } from "../../../locales/resources";
import type { Bundle } from "../../../locales/translate";

// Issue 37, item 10: every text the code names exists in both languages, where the side that shows it can read it.
const root = path.resolve(import.meta.dirname, "../../..");
const lazy = readdirSync(path.join(root, "locales/nl/lazy")).map((file) => file.replace(/\.json$/, ""));
/** What the browser can load: its catalogue and the namespaces that travel with screens; never mail or api-errors. */
const BROWSER = new Set([...Object.keys(browserCatalogue), ...lazy]);
const NAMESPACE = new Set<string>(NAMESPACES);

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

const nodeAt = (bundle: Bundle | undefined, dotted: string): string | Bundle | undefined =>
  dotted
    .split(".")
    .reduce<string | Bundle | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), bundle);

/** A text (or its plural forms) in every language. */
const hasText = (namespace: string, key: string) =>
  TEXT_LOCALES.every((locale) => {
    const bundle = (resources[locale] as Record<string, Bundle>)[namespace];
    return typeof nodeAt(bundle, key) === "string" || typeof nodeAt(bundle, `${key}_other`) === "string";
  });
/** A group of texts a dynamic key picks from, in every language. */
const hasGroup = (namespace: string, key: string) =>
  TEXT_LOCALES.every((locale) => typeof nodeAt((resources[locale] as Record<string, Bundle>)[namespace], key) === "object");

/** Each key the code names: "ns:a.b" anywhere in a string, t("a.b") for the default namespace, `ns:a.${x}` as a group. */
function keysIn(source: string): { key: string; group: boolean }[] {
  const found: { key: string; group: boolean }[] = [];
  for (const [, , key] of source.matchAll(/(["'`])([a-z][a-z-]*:[a-zA-Z][\w.-]*)\1/g)) {
    if (NAMESPACE.has(key.split(":")[0])) found.push({ key: key.replace(/\.$/, ""), group: key.endsWith(".") });
  }
  for (const [, , key] of source.matchAll(/\bt\(\s*(["'`])([a-zA-Z][\w.-]*)\1/g))
    found.push({ key: `common:${key}`, group: false });
  for (const [, key] of source.matchAll(/`([a-z][a-z-]*:[\w.-]*)\$\{/g)) {
    const group = key.slice(0, key.lastIndexOf("."));
    if (NAMESPACE.has(key.split(":")[0]) && group.includes(":")) found.push({ key: group, group: true });
  }
  return found;
}

describe("the keys the code names", () => {
  const files = [...sources(path.join(root, "app")), ...sources(path.join(root, "server"))];

  it("each exists in Dutch and English, and a page's key in a namespace the browser can load", () => {
    const missing: string[] = [];
    for (const file of files) {
      const relative = path.relative(root, file);
      for (const { key, group } of keysIn(readFileSync(file, "utf8"))) {
        const [namespace, dotted] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
        if (relative.startsWith("app/") && !BROWSER.has(namespace)) missing.push(`${relative}: ${key} (server-only namespace)`);
        // A literal may name a group that a helper adds to (rowTexts(t, "content:menus", ...)).
        else if (!hasGroup(namespace, dotted) && (group || !hasText(namespace, dotted))) missing.push(`${relative}: ${key}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  // Dynamic keys t(`ns:group.${value}`) over a list of values: each value has its text.
  const DYNAMIC: [string, readonly string[]][] = [
    ["api-errors:api", ERROR_CODES],
    ["identity:statuses", USER_STATUSES],
    ["organizations:statuses", ORGANIZATION_STATUSES],
    ["vacancy-admin:statuses", VACANCY_STATUSES],
    ["vacancies:statuses", VACANCY_STATUSES],
    ["applications:statuses", APPLICATION_STATUSES],
    ["mail-deliveries:statuses", [...MAIL_DELIVERY_STATUSES, "all"]],
    ["data-viewer:tables", DATA_VIEWER_TABLE_NAMES],
    ["data-viewer:columns", DATA_VIEWER_TABLE_NAMES.flatMap((table) => DATA_VIEWER_TABLES[table].columns)],
    ["data-viewer:subjectTypes", DATA_VIEWER_TABLES.audit_events.kinds],
    ["identity:users.methods", SIGNUP_METHODS],
    ["organizations:types", ORGANIZATION_TYPES],
    ["vacancies:types", VACANCY_TYPES],
    ["identity:roles", ROLES],
    ["notifications:kinds", NOTIFICATION_KINDS],
    ["notification-templates:groups", NOTIFICATION_TEMPLATE_GROUPS],
    ["mail-templates:templates", NOTIFICATION_TEMPLATE_KEYS.flatMap((key) => [`${key}.name`, `${key}.description`])],
    ["mail-templates:variables", ["center", ...Object.values(NOTIFICATION_TEMPLATE_VARIABLES).flat()]],
  ];
  it.each(DYNAMIC)("%s has a text for each value", (group, values) => {
    const [namespace, dotted] = group.split(":");
    expect(values.filter((value) => !hasText(namespace, `${dotted}.${value}`))).toEqual([]);
  });
});
