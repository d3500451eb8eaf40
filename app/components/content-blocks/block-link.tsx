import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocalePath } from "../../lib/locale";

/** A block's link: a page of our own site in the visitor's language, another site as a plain link that opens apart. */
export function BlockLink({ url, className, children }: { url: string; className?: string; children: ReactNode }) {
  const to = useLocalePath();
  if (url.startsWith("/")) {
    return (
      <Link to={to(url)} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
