import { Link } from "react-router";
import type { Workshop } from "../../contract/workshops";
import { Button, buttonClasses } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { attempt } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/workshops.cancel";
import "../lib/texts/workshops";

export const handle: RouteHandle = { title: "workshops:cancel.title" };

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

/** Only a press on the button cancels: a mail scanner that opens the link gives nobody's seat away. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const token = formValues(await request.formData()).token ?? "";
  const body = { data: { type: "workshop_registrations", attributes: { token } } };
  const sent = await attempt(request, locale, () => api.post<Workshop>("/api/v1/workshop_registrations/cancel", body), {
    signIn: false,
  });
  if (sent.ok) return { cancelled: sent.value.data.title };
  // An unknown or used link: said on the page; anything else is the error page.
  if (sent.status === 404 || sent.status === 422) return { gone: true };
  throw sent.error;
}

/** /workshops/afmelden?token=...: the cancel link of the confirmation mail. */
export default function WorkshopCancelScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const done = actionData && "cancelled" in actionData ? actionData.cancelled : null;
  const gone = (actionData && "gone" in actionData) || !loaderData.token;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5">
      <h1 className="text-3xl font-bold">{t("workshops:cancel.title")}</h1>
      {done ? (
        <p role="status" className="rounded-lg bg-green-50 p-4 text-green-900 dark:bg-green-950 dark:text-green-100">
          {t("workshops:cancel.done", { title: done })}
        </p>
      ) : gone ? (
        <p role="alert" className="rounded-lg border border-border p-4">
          {t("workshops:cancel.gone")}
        </p>
      ) : (
        <Form method="post" className="flex flex-col gap-4">
          <p className="text-lg">{t("workshops:cancel.intro")}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <div>
            <Button type="submit" size="lg" color="danger">
              {t("workshops:cancel.submit")}
            </Button>
          </div>
        </Form>
      )}
      <Link to={to("/workshops")} className={`${buttonClasses({ flavor: "outline", color: "muted", size: "lg" })} self-start`}>
        {t("workshops:cancel.toList")}
      </Link>
    </div>
  );
}
