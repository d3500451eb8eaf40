import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useLocalePath } from "../../lib/locale";

/** Under a block that shows a few of something: the way to all of them ("Alle partners", "Al het nieuws"). */
export function MoreLink({ path, label }: { path: string; label: string }) {
  const to = useLocalePath();
  return (
    <Link
      to={to(path)}
      className="mt-6 inline-flex min-h-11 items-center gap-2 text-lg font-semibold text-link underline-offset-4 hover:underline"
    >
      {label}
      <ArrowRight className="size-5 rtl:-scale-x-100" aria-hidden />
    </Link>
  );
}
