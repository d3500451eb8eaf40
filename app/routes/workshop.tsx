import { ArrowLeft, CalendarPlus, Pencil } from "lucide-react";
import { useMemo } from "react";
import { data, Link, redirect } from "react-router";
import type { Workshop, WorkshopRegistration } from "../../contract/workshops";
import { buttonClasses } from "../components/ui/button";
import { DeleteForm } from "../components/ui/delete-form";
import { RegistrationList } from "../features/workshops/registration-list";
import { SignUpForm, type SignUpState } from "../features/workshops/sign-up-form";
import { WorkshopFacts } from "../features/workshops/workshop-facts";
import { WorkshopDescription } from "../features/workshops/workshop-text";
import { attempt } from "../lib/api-form.server";
import { useAuthoredText } from "../lib/content-language";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useSite } from "../lib/site";
import { useFlashToast, withFlash } from "../lib/use-flash-toast";
import type { Route } from "./+types/workshop";
import "../lib/texts/workshops";

export const handle: RouteHandle = {
  title: (_t, loaderData, authored) => {
    const workshop = (loaderData as { workshop?: Workshop } | undefined)?.workshop;
    return workshop ? authored(workshop.title, workshop.titleEn).text : "";
  },
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const id = encodeURIComponent(params.id);
  const { data: workshop, meta } = await api.get<Workshop>(`/api/v1/workshops/${id}`);
  const canManage = meta.canManage === true;
  const registrations = canManage ? (await api.get<WorkshopRegistration[]>(`/api/v1/workshops/${id}/registrations`)).data : [];
  return { workshop, canManage, registrations, open: new Date(workshop.startsAt).getTime() > Date.now() };
}

/** Sign up (anyone); delete the workshop or take someone off its list (the centre's staff; the API decides). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const id = encodeURIComponent(params.id);
  const form = await request.formData();
  const posted = formValues(form);
  const intent = posted.intent;
  const values = { name: posted.name ?? "", email: posted.email ?? "" };
  const sent = await attempt(request, locale, async () => {
    if (intent === "delete") {
      await api.delete(`/api/v1/workshops/${id}`);
      return redirect(withFlash(`/${locale}/workshops`, "deleted"));
    }
    if (intent === "remove") {
      await api.delete(`/api/v1/workshops/${id}/registrations/${encodeURIComponent(posted.registration_id ?? "")}`);
      return { removed: Date.now() };
    }
    const created = await api.post<WorkshopRegistration>(`/api/v1/workshops/${id}/registrations`, {
      data: { type: "workshop_registrations", attributes: values },
    });
    return { signUp: { signedUp: created.data.status } satisfies SignUpState };
  });
  if (sent.ok) return sent.value;
  // Only the sign-up is a form; a refused delete or removal is the error page.
  if (intent !== "sign-up") throw sent.error;
  return data({ signUp: { errors: sent.errors, values } satisfies SignUpState }, { status: sent.status });
}

/** /workshops/{id}: what, when, where, how many seats; the sign-up form; for staff the list of who comes. */
export default function WorkshopScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const site = useSite();
  const { workshop, canManage, registrations, open } = loaderData;
  const flashes = useMemo(() => ({ saved: t("workshops:flash.saved") }), [t]);
  useFlashToast(flashes);
  const full = workshop.seatsTaken >= workshop.seats;
  const title = useAuthoredText()(workshop.title, workshop.titleEn);
  return (
    <article className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-12">
      <div className="flex flex-col gap-6">
        <Link
          to={to("/workshops")}
          className="inline-flex min-h-11 items-center gap-2 self-start font-medium text-link underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          {t("workshops:detail.back")}
        </Link>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-fg-muted">
            {t(`workshops:audience.${workshop.audience}`)}
            {!workshop.published && ` · ${t("workshops:draft")}`}
          </p>
          <h1 className="text-3xl font-bold break-words" lang={title.lang}>
            {title.text}
          </h1>
        </div>
        {canManage && (
          <div className="flex flex-wrap gap-3">
            <Link
              to={to(`/workshops/${workshop.id}/edit`)}
              className={buttonClasses({ flavor: "outline", color: "muted", size: "lg" })}
            >
              <Pencil className="size-4" aria-hidden />
              {t("workshops:detail.edit")}
            </Link>
            <DeleteForm label={t("workshops:detail.delete")} confirm={t("workshops:detail.confirmDelete")} />
          </div>
        )}
        <WorkshopDescription workshop={workshop} />
        {canManage && <RegistrationList registrations={registrations} />}
      </div>
      <aside className="flex flex-col gap-6 lg:row-span-2">
        <div className="flex flex-col gap-4 rounded-lg border border-border bg-surface-raised p-5">
          <WorkshopFacts workshop={workshop} />
          {canManage && (
            <p className="text-sm text-fg-muted" data-testid="workshop-occupancy">
              {t("workshops:detail.seatsTaken", { taken: workshop.seatsTaken, seats: workshop.seats })}
              {workshop.waitlisted > 0 && ` · ${t("workshops:detail.waiting", { count: workshop.waitlisted })}`}
            </p>
          )}
          <a
            href={workshop.icalUrl}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-link underline-offset-4 hover:underline"
          >
            <CalendarPlus className="size-4" aria-hidden />
            {t("workshops:detail.ical")}
          </a>
        </div>
        {open ? (
          <SignUpForm
            full={full}
            user={site?.user}
            state={actionData && "signUp" in actionData ? actionData.signUp : undefined}
          />
        ) : (
          <p className="rounded-lg border border-border p-4 text-fg-muted">{t("workshops:detail.started")}</p>
        )}
      </aside>
    </article>
  );
}
