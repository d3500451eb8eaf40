import { useLocale } from "../../lib/locale";

/** In the head (React hoists them): a feed reader or a partner's site follows these vacancies (server: /feeds). */
export function FeedLinks({ search, title }: { search: URLSearchParams; title: string }) {
  const locale = useLocale();
  const query = new URLSearchParams(search);
  if (locale !== "nl") query.set("lang", locale);
  const suffix = query.size ? `?${query}` : "";
  return (
    <>
      <link rel="alternate" type="application/feed+json" title={title} href={`/feeds/vacancies.json${suffix}`} />
      <link rel="alternate" type="application/rss+xml" title={title} href={`/feeds/vacancies.xml${suffix}`} />
    </>
  );
}
