// A WordPress export (WXR 1.2) as WordPress writes it: a site with a vacancy post type, blog posts, pages and an image.

interface Post {
  id: number;
  title: string;
  type: string;
  status?: string;
  content?: string;
  excerpt?: string;
  terms?: { domain: string; name: string }[];
  meta?: Record<string, string>;
  /** An attachment's file, as WordPress writes it (wp:attachment_url). */
  attachmentUrl?: string;
}

const cdata = (text: string) => `<![CDATA[${text}]]>`;

function item(post: Post): string {
  return `
  <item>
    <title>${cdata(post.title)}</title>
    <link>https://vrijwilligers.example.nl/?p=${post.id}</link>
    <dc:creator>${cdata("beheer")}</dc:creator>
    <content:encoded>${cdata(post.content ?? "")}</content:encoded>
    <excerpt:encoded>${cdata(post.excerpt ?? "")}</excerpt:encoded>
    <wp:post_id>${post.id}</wp:post_id>
    <wp:post_date>${cdata("2025-03-01 10:00:00")}</wp:post_date>
    <wp:status>${cdata(post.status ?? "publish")}</wp:status>
    <wp:post_type>${cdata(post.type)}</wp:post_type>
${post.attachmentUrl ? `    <wp:attachment_url>${cdata(post.attachmentUrl)}</wp:attachment_url>\n` : ""}${(post.terms ?? []).map((term) => `    <category domain="${term.domain}" nicename="x">${cdata(term.name)}</category>`).join("\n")}
${Object.entries(post.meta ?? {})
  .map(
    ([key, value]) =>
      `    <wp:postmeta><wp:meta_key>${cdata(key)}</wp:meta_key><wp:meta_value>${cdata(value)}</wp:meta_value></wp:postmeta>`,
  )
  .join("\n")}
  </item>`;
}

export function wordPressExport(posts: Post[]): string {
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0"
  xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:wfw="http://wellformedweb.org/CommentAPI/"
  xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:wp="http://wordpress.org/export/1.2/"
>
<channel>
  <title>Vrijwilligerscentrale Voorbeeld</title>
  <link>https://vrijwilligers.example.nl</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>https://vrijwilligers.example.nl</wp:base_site_url>
${posts.map(item).join("\n")}
</channel>
</rss>
`;
}

/** Two vacancies in Gutenberg and classic HTML, one in the bin, a draft, a blog post, a page and an image. */
export const SITE_EXPORT = wordPressExport([
  {
    id: 101,
    title: "Gastvrouw voor de koffieochtend",
    type: "vacature",
    content:
      "<!-- wp:paragraph -->\n<p>Koffie schenken en een praatje maken op <strong>dinsdag</strong>.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:list -->\n<ul><li>Gezellig</li><li>Dichtbij</li></ul>\n<!-- /wp:list -->\n<script>alert(1)</script>",
    excerpt: "Koffie en een <em>praatje</em>",
    terms: [
      { domain: "category", name: "Zorg en welzijn" },
      { domain: "post_tag", name: "ouderen" },
    ],
    meta: { organisatie: "Buurthuis Het Anker", uren_per_week: "2,5", _edit_lock: "1700000000:1", _thumbnail_id: "7" },
  },
  {
    id: 102,
    title: "Klusser in en om het buurthuis",
    type: "vacature",
    status: "draft",
    content: "Kleine klussen, zoals lampen vervangen.\n\nJe werkt met <em>een vaste ploeg</em>.\nOp afspraak.",
    terms: [{ domain: "category", name: "Klussen en onderhoud" }],
    meta: { organisatie: "Buurthuis Het Anker" },
  },
  { id: 103, title: "Weggegooid", type: "vacature", status: "trash", content: "<p>Weg</p>" },
  { id: 201, title: "Nieuws van de centrale", type: "post", content: "<p>Nieuws</p>" },
  { id: 301, title: "Over ons", type: "page", content: "<p>Over ons</p>" },
  { id: 7, title: "foto", type: "attachment", status: "inherit" },
]);
