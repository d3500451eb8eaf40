import { useSearchParams } from "react-router";
import type { ProfileReply } from "../../contract/volunteer-profiles";
import { FormAlert } from "../components/ui/form-alert";
import { TabNav } from "../components/ui/tab-nav";
import { Pagination } from "../features/vacancy-search/pagination";
import { ProfileReplyCard } from "../features/volunteer-profiles/profile-reply-card";
import { submitForm } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import { useTranslation } from "../lib/i18n";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { useFormResult } from "../lib/use-form-result";
import type { Route } from "./+types/profile-replies";
import "../lib/texts/volunteer-profiles";

export const handle: RouteHandle = { title: "volunteer-profiles:replies.title" };

const PAGE_SIZE = 20;
const TABS = [
  { path: "/profile-replies?box=received", label: "volunteer-profiles:replies.received" },
  { path: "/profile-replies?box=sent", label: "volunteer-profiles:replies.sent" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  const user = await signedIn(context, request);
  const search = new URL(request.url).searchParams;
  // A volunteer reads what he received; an organization what it sent, unless the other box is asked for.
  const volunteer = (user.roles ?? []).some((role) => role.name === "volunteer" || role.name === "student");
  const box =
    search.get("box") === "sent" || search.get("box") === "received" ? search.get("box") : volunteer ? "received" : "sent";
  const page = Math.max(1, Math.min(10_000, Number(search.get("page")) || 1));
  const list = await api.get<ProfileReply[]>("/api/v1/profile_replies", {
    filter: { box: box ?? "received" },
    page: { number: page, size: PAGE_SIZE },
  });
  return { replies: list.data, pages: Number(list.meta.pages ?? 1), page, box };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const form = await request.formData();
  const values = formValues(form);
  const state = values.intent === "declined" ? "declined" : "answered";
  const attributes = state === "declined" ? { state } : { state, answer: values.answer ?? "" };
  const id = encodeURIComponent(values.id ?? "");
  return submitForm(request, locale, `volunteer-profiles:replies.${state}`, () =>
    api.patch(`/api/v1/profile_replies/${id}`, { data: { type: "profile_replies", attributes } }),
  );
}

/** /profile-replies: organizations' replies to the volunteer's profile, and those an organization sent. */
export default function ProfileReplies({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { replies, pages, page, box } = loaderData;
  const { serverErrors } = useFormResult(actionData);
  const problem = Object.values(serverErrors)[0];
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">{t("volunteer-profiles:replies.title")}</h1>
        <p className="mt-1 text-lg text-fg-muted">{t("volunteer-profiles:replies.lead")}</p>
      </div>
      <TabNav tabs={TABS} label={t("volunteer-profiles:replies.title")} activePath={`/profile-replies?box=${box}`} />
      {problem && <FormAlert>{problem}</FormAlert>}
      {replies.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-fg-muted">
          {t("volunteer-profiles:replies.empty")}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {replies.map((reply) => (
            <li key={reply.id}>
              <ProfileReplyCard reply={reply} />
            </li>
          ))}
        </ul>
      )}
      <Pagination params={params} page={page} pages={pages} />
    </div>
  );
}
