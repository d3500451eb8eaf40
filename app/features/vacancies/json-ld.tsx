import { scriptSafeJson } from "./vacancy-seo";

/**
 * Structured data for search engines. The nonce is for the page's CSP (a data block is not run, but every inline
 * script carries it); the browser hides a nonce after parsing, hence suppressHydrationWarning.
 */
export function JsonLd({ data, nonce }: { data: unknown; nonce: string | undefined }) {
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: scriptSafeJson escapes <, > and & so nothing can end the element.
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }}
    />
  );
}
