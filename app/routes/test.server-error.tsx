import { data, Link } from "react-router";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/test.server-error";
import "../lib/texts/test";

export const handle: RouteHandle = { title: "test:serverError.title" };

const CASES = ["401", "403", "404", "500", "503", "none", "wrong-center"] as const;

/** Developer page (spec section 2): ?case=... raises that error, so every row of the error table can be seen. */
export function loader({ request }: Route.LoaderArgs) {
  const which = new URL(request.url).searchParams.get("case");
  if (!which) return null;
  if (which === "none") throw new Error("Something broke without a status code");
  if (which === "wrong-center") throw data({ message: "You are logged in on the wrong center" }, { status: 403 });
  const status = Number(which);
  if (CASES.includes(which as (typeof CASES)[number])) throw data({ message: `Test error ${status}` }, { status });
  throw data({ message: "Unknown case" }, { status: 404 });
}

export default function ServerErrorTest() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <div>
      <h1 className="text-3xl font-bold">{t("test:serverError.title")}</h1>
      <p className="mt-2 text-fg-muted">{t("test:serverError.intro")}</p>
      <ul className="mt-6 flex flex-wrap gap-2">
        {CASES.map((which) => (
          <li key={which}>
            <Link
              className="inline-block rounded-md border border-border px-3 py-2 hover:bg-surface-sunken"
              to={to(`/test/server-error?case=${which}`)}
            >
              {which === "none"
                ? t("test:serverError.none")
                : which === "wrong-center"
                  ? t("test:serverError.wrongCenter")
                  : which}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
