import { Link } from "react-router";
import { MyData } from "../features/profile/my-data";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/profile.my-data";
import "../lib/texts/profile";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "profile:myData.title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await signedIn(context, request);
  return { impersonated: !!user.impersonatedBy };
}

/** /profiel/mijn-gegevens: a person's own data to download (AVG inzage, issue 40). */
export default function ProfileMyData({ loaderData: { impersonated } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <div className="max-w-2xl">
      <p className="text-sm">
        <Link to={to("/profiel")} className="font-medium text-link underline-offset-4 hover:underline">
          {t("identity:profile.title")}
        </Link>
      </p>
      <h1 className="mt-1 mb-6 text-3xl font-bold">{t("profile:myData.title")}</h1>
      <MyData impersonated={impersonated} />
    </div>
  );
}
