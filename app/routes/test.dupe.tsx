import { useNavigation } from "react-router";
import { Button } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { DevPage, Facts } from "../features/dev/dev-page";
import { useTranslation } from "../lib/i18n";
import { issueOnceToken, spendOnceToken } from "../lib/once-tokens.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/test.dupe";
import "../lib/texts/dev-pages";

export const handle: RouteHandle = { title: "dev-pages:dupe.title" };

// What this process received, for this page only.
const received = { accepted: 0, refused: 0 };

export function loader() {
  return { token: issueOnceToken(), ...received };
}

/**
 * Developer page: a duplicate-submission guard. The form lets one submission through (ui/form), its button is
 * disabled while it is sent, and the server does the work once per form token, so a double click, a resend or a
 * second tab cannot do it twice.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  // Slow on purpose, so that a second click can arrive while the first is still being handled.
  await new Promise((resolve) => setTimeout(resolve, 400));
  const first = spendOnceToken(String(form.get("token") ?? ""));
  if (first) received.accepted += 1;
  else received.refused += 1;
  return { first, at: Date.now() };
}

export default function DupeTest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useNavigation();
  const busy = state === "submitting";
  return (
    <DevPage page="dupe">
      <Form method="post" className="flex flex-col items-start gap-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" size="lg" disabled={busy} aria-disabled={busy}>
          {busy ? t("dev-pages:dupe.sending") : t("dev-pages:dupe.submit")}
        </Button>
      </Form>
      {actionData && (
        <p role="status" data-testid="dupe-result" className="font-medium">
          {actionData.first ? t("dev-pages:dupe.accepted") : t("dev-pages:dupe.refused")}
        </p>
      )}
      <Facts
        testId="dupe-counts"
        rows={[
          [t("dev-pages:dupe.acceptedCount"), String(loaderData.accepted)],
          [t("dev-pages:dupe.refusedCount"), String(loaderData.refused)],
        ]}
      />
    </DevPage>
  );
}
