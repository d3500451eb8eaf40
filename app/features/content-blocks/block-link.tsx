import type { ReactNode } from "react";
import { Link } from "react-router";
import { isLocalPath } from "../../../contract/local-path";
import { useLocalePath } from "../../lib/locale";

/** A block's link: a page of our own site in the visitor's language, another site as a plain link that opens apart. */
export function BlockLink({ url, className, children }: { url: string; className?: string; children: ReactNode }) {
  const to = useLocalePath();
  if (isLocalPath(url)) {
    return (
      <Link to={to(url)} className={className}>
        {children}
      </Link>
    );
  }
  // What the schema never let in (saved before it was this strict) is shown as text, not followed.
  if (!/^https?:\/\//i.test(url)) return <span className={className}>{children}</span>;
  return (
    <a href={url} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
