// A WordPress export (WXR: Tools → Export in WordPress) read as a table of posts, for the vacancy import's mapping.
import { XMLParser } from "fast-xml-parser";
import type { ImportRowImages, ImportTerm } from "../../../contract/imports";
import { plainText } from "../../text/rich-text";
import { ImportFileError, type ImportTable } from "./import-table";
import { suggestedTerms } from "./wordpress-terms";

/** A post type of the export and how many posts it has (what the screen offers to import). */
export interface PostTypeCount {
  name: string;
  count: number;
}

export interface WordPressTable {
  table: ImportTable;
  /** The post type read: the one asked for, else the suggestion. */
  postType: string;
  postTypes: PostTypeCount[];
  /** The posts' terms, each with the vacancy type its name suggests. */
  terms: ImportTerm[];
  /** Per row that references images: their paths below wp-content/uploads/, the featured image first. */
  images: ImportRowImages[];
}

/** WordPress's own post types: never a centre's vacancies. */
const BUILT_IN_TYPES = new Set([
  "attachment",
  "nav_menu_item",
  "revision",
  "page",
  "custom_css",
  "customize_changeset",
  "oembed_cache",
  "user_request",
  "wp_block",
  "wp_template",
  "wp_template_part",
  "wp_global_styles",
  "wp_navigation",
  "wp_font_family",
  "wp_font_face",
]);

/** WordPress's own custom fields (editing locks, caches, plugins' bookkeeping); a plugin's "_company_name" is content. */
const INTERNAL_META = /^_(edit_|wp_|oembed_|thumbnail_id$|encloseme$|pingme$|yoast_|elementor_|menu_item_|aioseo_|et_|fl_|vc_)/;

/** What is not content: in the bin, or never saved by its author. */
const SKIPPED_STATUSES = new Set(["trash", "auto-draft", "inherit"]);

const BLOCK_TAG = /<(p|div|ul|ol|h[1-6]|blockquote|table|figure|pre|hr)\b/i;

interface WxrItem {
  title?: unknown;
  /** content:encoded and excerpt:encoded, named by their namespace (the parser's transformTagName). */
  content?: unknown;
  excerpt?: unknown;
  "wp:post_id"?: unknown;
  "wp:status"?: unknown;
  "wp:post_type"?: unknown;
  "wp:attachment_url"?: unknown;
  category?: { "#text"?: unknown; "@_domain"?: unknown }[];
  "wp:postmeta"?: { "wp:meta_key"?: unknown; "wp:meta_value"?: unknown }[];
}

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value)).trim();

/** Whether the bytes are a WordPress export: XML with WordPress's export namespace. */
export function isWordPressExport(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 4096)).trimStart();
  return (head.startsWith("<?xml") || head.startsWith("<rss")) && /xmlns:wp="http:\/\/wordpress\.org\/export\//.test(head);
}

/**
 * Gutenberg's and the classic editor's HTML as the rich text a vacancy keeps: block comments go; text without
 * paragraphs (the classic editor leaves them to WordPress's wpautop) gets them at blank lines, a break at other lines.
 */
export function wordPressHtml(content: string): string {
  const html = content.replace(/<!--[\s\S]*?-->/g, "").trim();
  if (html === "" || BLOCK_TAG.test(html)) return html;
  return html
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${part.replace(/\r?\n/g, "<br>")}</p>`)
    .join("");
}

/** The export's items, parsed without entity definitions of the file's own (WXR has none; they could blow up). */
function itemsOf(bytes: Uint8Array): WxrItem[] {
  const xml = new TextDecoder().decode(bytes);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new ImportFileError("wordpress");
  try {
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@_",
      parseTagValue: false,
      trimValues: false,
      processEntities: true,
      isArray: (name) => name === "item" || name === "category" || name === "wp:postmeta",
      // The post's text and excerpt: the namespace is the name ("encoded" alone says neither).
      transformTagName: (name) => name.replace(/^(content|excerpt):encoded$/, "$1"),
    }).parse(xml);
    const items = parsed?.rss?.channel?.item;
    return Array.isArray(items) ? items : [];
  } catch {
    throw new ImportFileError("wordpress");
  }
}

/** Where an uploaded file is below wp-content/uploads/ ("2024/05/foto.jpg"), from its address; null elsewhere. */
export function uploadsPathOfUrl(url: string): string | null {
  const path = /\/wp-content\/uploads\/([^?#"']+)/.exec(url)?.[1];
  if (!path) return null;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const metaOf = (item: WxrItem, key: string) =>
  text((item["wp:postmeta"] ?? []).find((m) => text(m["wp:meta_key"]) === key)?.["wp:meta_value"]);

/** The images a post references: its featured image (an attachment's file) first, then each <img> of its content. */
function imagesOf(post: WxrItem, attachments: Map<string, WxrItem>): string[] {
  const paths: string[] = [];
  const thumbnail = attachments.get(metaOf(post, "_thumbnail_id"));
  const featured =
    thumbnail && (metaOf(thumbnail, "_wp_attached_file") || uploadsPathOfUrl(text(thumbnail["wp:attachment_url"])));
  if (featured) paths.push(featured);
  for (const [, src] of text(post.content).matchAll(/<img\b[^>]*?\ssrc=["']([^"']+)["']/gi)) {
    const path = uploadsPathOfUrl(src);
    if (path && !paths.includes(path)) paths.push(path);
  }
  return paths;
}

/** Post types by number of posts, the most first; WordPress's own types left out. */
function countPostTypes(items: WxrItem[]): PostTypeCount[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const type = text(item["wp:post_type"]);
    if (type && !BUILT_IN_TYPES.has(type) && !SKIPPED_STATUSES.has(text(item["wp:status"])))
      counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** A site's vacancies are most often its own post type ("vacature", "job_listing"); blog posts only when there is none. */
function suggestedPostType(postTypes: PostTypeCount[]): string | undefined {
  return (postTypes.find((type) => type.name !== "post") ?? postTypes[0])?.name;
}

/**
 * The posts of one type as a table: id, title, summary (the excerpt), description (the content as rich text), status,
 * a column per taxonomy (its terms, comma separated) and one per custom field (WordPress's own left out). The headers
 * are WordPress's names, so the import's mapping finds "title", "category", "uren_per_week", WP Job Manager's
 * "_company_name".
 */
export function readWordPressExport(bytes: Uint8Array, postType?: string): WordPressTable {
  const items = itemsOf(bytes);
  const postTypes = countPostTypes(items);
  const chosen = postType ?? suggestedPostType(postTypes);
  const posts = items.filter((item) => text(item["wp:post_type"]) === chosen && !SKIPPED_STATUSES.has(text(item["wp:status"])));
  if (!chosen || posts.length === 0) {
    const offered = postTypes.map((type) => `${type.name} (${type.count})`).join(", ");
    throw new ImportFileError("postType", { postType: chosen ?? "", offered: offered || "-" });
  }
  const taxonomies: string[] = [];
  const metaKeys: string[] = [];
  const addOnce = (list: string[], name: string) => list.includes(name) || list.push(name);
  const termCounts = new Map<string, { taxonomy: string; name: string; count: number }>();
  for (const post of posts) {
    for (const term of post.category ?? []) {
      const taxonomy = text(term["@_domain"]) || "category";
      const name = text(term["#text"]);
      addOnce(taxonomies, taxonomy);
      const counted = termCounts.get(JSON.stringify([taxonomy, name])) ?? { taxonomy, name, count: 0 };
      if (name) termCounts.set(JSON.stringify([taxonomy, name]), { ...counted, count: counted.count + 1 });
    }
    for (const meta of post["wp:postmeta"] ?? []) {
      const key = text(meta["wp:meta_key"]);
      if (key && !INTERNAL_META.test(key)) addOnce(metaKeys, key);
    }
  }
  const headers = ["id", "title", "summary", "description", "status", ...taxonomies, ...metaKeys];
  const rows = posts.map((post, i) => {
    const terms = (taxonomy: string) =>
      (post.category ?? [])
        .filter((term) => (text(term["@_domain"]) || "category") === taxonomy)
        .map((term) => text(term["#text"]))
        .join(", ");
    const meta = (key: string) => metaOf(post, key);
    const status = text(post["wp:status"]) === "publish" ? "published" : "draft";
    const cells = [
      text(post["wp:post_id"]),
      text(post.title),
      plainText(wordPressHtml(text(post.excerpt))),
      wordPressHtml(text(post.content)),
      status,
      ...taxonomies.map(terms),
      ...metaKeys.map(meta),
    ];
    // Numbered as the n-th post of the type, after a "header": the report's rows read as in a spreadsheet.
    return { number: i + 2, cells };
  });
  const attachments = new Map(
    items.filter((item) => text(item["wp:post_type"]) === "attachment").map((item) => [text(item["wp:post_id"]), item]),
  );
  const images = posts
    .map((post, i) => ({ row: i + 2, paths: imagesOf(post, attachments) }))
    .filter((entry) => entry.paths.length > 0);
  return { table: { headers, rows }, postType: chosen, postTypes, terms: suggestedTerms([...termCounts.values()]), images };
}
