import { Check } from "lucide-react";
import { redirect } from "react-router";
import { ApiError } from "../../contract/api-client";
import type { VolunteerCenter } from "../../contract/volunteer-centers";
import { Button } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { serverContext } from "../lib/server-context";
import { useSite } from "../lib/site";
import type { Route } from "./+types/switch";

export const handle: RouteHandle = { title: "switch.title" };

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const { data } = await api.get<VolunteerCenter[]>("/api/v1/volunteer_centers");
  return { centers: data };
}

/** Choosing a centre keeps it in the centre cookie (spec section 1) and returns to the home page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const form = await request.formData();
  const id = String(form.get("centerId") ?? "");
  try {
    const { data } = await api.get<VolunteerCenter>(`/api/v1/volunteer_centers/${encodeURIComponent(id)}`);
    const { secureCookies } = context.get(serverContext);
    const cookie = `volunteer_center_id=${data.id}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secureCookies ? "; Secure" : ""}`;
    return redirect(`/${locale}`, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Response(null, { status: 404 });
    throw error;
  }
}

export default function Switch({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <div className="w-full max-w-lg rounded-lg border border-border bg-surface-raised p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold">{t("switch.title")}</h1>
      <p className="mt-2 text-fg-muted">{t("switch.intro")}</p>
      <Form method="post" className="mt-6">
        <ul className="flex flex-col gap-2">
          {loaderData.centers.map((center) => {
            const current = center.id === site?.center.id;
            return (
              <li key={center.id}>
                <Button
                  type="submit"
                  name="centerId"
                  value={center.id}
                  flavor={current ? "pastel" : "outline"}
                  color={current ? "primary" : "muted"}
                  size="lg"
                  className="h-auto min-h-12 w-full justify-between py-3 text-start whitespace-normal"
                  aria-current={current ? "true" : undefined}
                >
                  <span>{center.name}</span>
                  {current && (
                    <span className="inline-flex items-center gap-1 text-sm">
                      <Check className="size-4" aria-hidden />
                      {t("switch.current")}
                    </span>
                  )}
                </Button>
              </li>
            );
          })}
        </ul>
      </Form>
    </div>
  );
}
