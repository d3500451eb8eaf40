import { useMemo } from "react";
import { Link, redirect, useNavigation } from "react-router";
import { signupSchema } from "../../contract/signup";
import { Button } from "../components/ui/button";
import { ErrorSummary } from "../components/ui/error-summary";
import { Field, INPUT } from "../components/ui/field";
import { AccountFormCard } from "../features/users/account-form-card";
import { TermsConsent } from "../features/users/terms-consent";
import { termsLoader } from "../features/users/terms-pages.server";
import { attempt, refused } from "../lib/api-form.server";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext } from "../lib/page-context.server";
import { readForm } from "../lib/read-form.server";
import type { RouteHandle } from "../lib/route-handle";
import { useBlurValidation } from "../lib/use-blur-validation";
import type { Route } from "./+types/signup";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "identity:signup.title" };

export const loader = termsLoader;

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  // The browser's check again (a form sent without scripts): the same messages, and nothing sent on.
  const { values, ...checked } = await readForm(request, signupSchema, locale);
  const value = (name: string) => values[name] ?? "";
  const attributes = {
    firstName: value("first_name"),
    lastName: value("last_name"),
    email: value("email"),
    password: value("password"),
    acceptTerms: values.accept_terms === "on",
    locale,
  };
  const sentBack = { ...attributes, password: "" };
  if (!checked.ok) return refused({ errors: checked.errors, status: 422 }, { values: sentBack });
  const sent = await attempt(request, locale, () => api.post("/api/v1/users", { data: { type: "users", attributes } }), {
    signIn: false,
  });
  if (!sent.ok) return refused(sent, { values: sentBack });
  return redirect(`/${locale}/signup/success?email=${encodeURIComponent(attributes.email)}`);
}

/** /signup: a volunteer's own account; the terms must be accepted; confirmation follows by e-mail. */
export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigation = useNavigation();
  const schema = useMemo(() => signupSchema(t), [t]);
  const { errors, field } = useBlurValidation(schema);
  const server = actionData?.errors ?? {};
  const values = actionData?.values;
  const error = (name: string) => errors[name] ?? server[name];
  return (
    <AccountFormCard title={t("identity:signup.title")} intro={t("identity:signup.intro")} wide>
      {Object.keys(server).length > 0 && (
        <ErrorSummary
          errors={server}
          labels={{
            first_name: t("identity:signup.firstName"),
            last_name: t("identity:signup.lastName"),
            email: t("identity:signup.email"),
            password: t("identity:signup.password"),
            accept_terms: t("identity:signup.termsShort"),
          }}
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="first_name" label={t("identity:signup.firstName")} required error={error("first_name")}>
          <input className={INPUT} autoComplete="given-name" defaultValue={values?.firstName} {...field("first_name")} />
        </Field>
        <Field id="last_name" label={t("identity:signup.lastName")} required error={error("last_name")}>
          <input className={INPUT} autoComplete="family-name" defaultValue={values?.lastName} {...field("last_name")} />
        </Field>
      </div>
      <Field id="email" label={t("identity:signup.email")} required error={error("email")}>
        <input className={INPUT} type="email" autoComplete="email" defaultValue={values?.email} {...field("email")} />
      </Field>
      <Field id="password" label={t("identity:signup.password")} required error={error("password")}>
        <input className={INPUT} type="password" autoComplete="new-password" {...field("password", "password-hint")} />
        <p id="password-hint" className="text-sm text-fg-muted">
          {t("identity:signup.passwordHint")}
        </p>
      </Field>
      <TermsConsent pages={loaderData.termsPages} error={error("accept_terms")} checkbox={field("accept_terms")} />
      <Button type="submit" size="lg" disabled={navigation.state === "submitting"}>
        {t("identity:signup.submit")}
      </Button>
      <p className="text-center text-sm">
        {t("identity:signup.haveAccount")}{" "}
        <Link to={to("/auth/login-1")} className="font-medium text-link underline-offset-4 hover:underline">
          {t("identity:signup.login")}
        </Link>
      </p>
    </AccountFormCard>
  );
}
