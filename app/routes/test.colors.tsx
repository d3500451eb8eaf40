import { SHADE_KEYS } from "../../contract/volunteer-center-profile";
import { useTranslation } from "../lib/i18n";
import type { RouteHandle } from "../lib/route-handle";
import "../lib/texts/test";

export const handle: RouteHandle = { title: "test:colors.title" };

/** Developer page (spec section 2): the centre's three shade sets as they are applied. */
export default function ColorsTest() {
  const { t } = useTranslation();
  return (
    <div>
      <h1 className="text-3xl font-bold">{t("test:colors.title")}</h1>
      <p className="mt-2 text-fg-muted">{t("test:colors.intro")}</p>
      {(["primary", "secondary", "muted"] as const).map((name) => (
        <section key={name} className="mt-8">
          <h2 className="text-lg font-semibold">{t(`test:colors.${name}`)}</h2>
          <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-11">
            {SHADE_KEYS.map((shade) => (
              <li key={shade} className="flex flex-col gap-1 text-xs">
                <span className="h-14 rounded-md ring-1 ring-border" style={{ background: `var(--${name}-${shade})` }} />
                <span className="font-mono">{shade}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
