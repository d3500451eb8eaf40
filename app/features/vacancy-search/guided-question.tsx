import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { VACANCY_THEME_IDS } from "../../../contract/vacancy-themes";
import { buttonClasses } from "../../components/ui/button";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { FieldError, INPUT, invalidProps } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { RadioGroupField } from "../../components/ui/radio-group-field";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/guided-choice";
import { useLocale } from "../../lib/locale";
import { useSite } from "../../lib/site";
import {
  GUIDED_GAINS,
  GUIDED_HOURS,
  GUIDED_QUESTIONS,
  GUIDED_TAGS,
  GUIDED_WHERE,
  type GuidedState,
  guidedTypes,
  otherAnswers,
  WHERE_PARAM,
} from "./guided-choice";
import { guidedPathOf, STEP_PARAM, stepHref } from "./guided-link";

const LEGEND = "mb-3 text-xl font-semibold sm:text-2xl";
const LINK = "inline-flex min-h-11 items-center gap-1.5 font-medium text-link underline-offset-4 hover:underline";

/** One question of "Help me kiezen": a GET form to the next one, the answers so far along in hidden fields. */
export function GuidedQuestion({
  answers,
  step,
  problem,
  skip,
}: Omit<GuidedState, "answers"> & { answers: URLSearchParams; skip: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = GUIDED_QUESTIONS.length;
  const question = GUIDED_QUESTIONS[step - 1];
  const last = step === count;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <meta name="description" content={t("guided-choice:lead")} />
      {answers.size > 0 && <meta name="robots" content="noindex, follow" />}
      <h1 className="text-2xl font-bold sm:text-3xl">{t("guided-choice:title")}</h1>
      {step === 1 && <p className="text-fg-muted">{t("guided-choice:lead")}</p>}
      <div>
        <p className="text-sm font-medium text-fg-muted" data-testid="guided-progress">
          {t("guided-choice:progress", { step, count })}
        </p>
        <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-surface-sunken" aria-hidden>
          <div className="h-full rounded-full bg-accent" style={{ width: `${(step / count) * 100}%` }} />
        </div>
      </div>
      <Form method="get" action={`/${locale}${guidedPathOf(locale)}`} className="flex flex-col gap-6" data-testid="guided-form">
        {[...otherAnswers(answers, step)].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={STEP_PARAM} value={step + 1} />
        <Question id={question.id} answers={answers} problem={problem} />
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <button type="submit" className={buttonClasses({ size: "lg" })} data-testid="guided-next">
            {t(last ? "guided-choice:finish" : "guided-choice:next")}
          </button>
          <Link to={skip} className={LINK} data-testid="guided-skip">
            {t("guided-choice:skip")}
          </Link>
        </div>
      </Form>
      {step > 1 && (
        <Link to={stepHref(locale, answers, step - 1)} className={cn(LINK, "self-start")} data-testid="guided-back">
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          {t("guided-choice:back")}
        </Link>
      )}
    </div>
  );
}

function Question({ id, answers, problem }: { id: string; answers: URLSearchParams; problem: GuidedState["problem"] }) {
  const { t } = useTranslation();
  const personToPerson = useSite()?.site.features.personToPerson ?? false;
  const checks = (
    name: string,
    values: readonly string[],
    label: (value: string) => string,
    checked = answers.get(name)?.split(",") ?? [],
  ) =>
    values.map((value) => (
      <CheckboxField
        key={value}
        id={`guided-${name}-${value}`}
        name={name}
        value={value}
        defaultChecked={checked.includes(value)}
        label={label(value)}
      />
    ));
  const group = (legend: string, children: ReactNode, hint = true) => (
    <fieldset className="flex flex-col gap-1" aria-describedby={hint ? "guided-hint" : undefined}>
      <legend className={LEGEND}>{legend}</legend>
      {hint && (
        <p id="guided-hint" className="mb-2 text-sm text-fg-muted">
          {t("guided-choice:hint")}
        </p>
      )}
      {children}
    </fieldset>
  );
  switch (id) {
    case "work":
      return group(
        t("guided-choice:questions.work"),
        <div className="grid gap-x-6 sm:grid-cols-2">
          {checks("themes", VACANCY_THEME_IDS, (v) => t(`vacancy-search:themes.${v}`))}
        </div>,
      );
    case "with":
      return group(
        t("guided-choice:questions.with"),
        checks("vacancy_type", guidedTypes(personToPerson), (v) => t(`guided-choice:with.${v}`)),
      );
    case "time":
      return (
        <div className="flex flex-col gap-6">
          {group(
            t("guided-choice:questions.time"),
            checks("tags", GUIDED_TAGS, (v) => t(`guided-choice:often.${v}`)),
          )}
          <RadioGroupField
            name="hours_per_week"
            legend={<span className="text-base font-semibold">{t("guided-choice:hours")}</span>}
            options={[
              ["", t("guided-choice:anyHours")],
              ...GUIDED_HOURS.map((hours) => [hours, t("guided-choice:hoursOption", { count: Number(hours) })] as const),
            ]}
            defaultValue={answers.get("hours_per_week") ?? ""}
          />
        </div>
      );
    case "where":
      return <WhereQuestion answers={answers} problem={problem} />;
    default:
      return group(
        t("guided-choice:questions.gain"),
        GUIDED_GAINS.map((gain) => (
          <CheckboxField
            key={gain.key}
            id={`guided-${gain.name}`}
            name={gain.name}
            value={gain.value}
            defaultChecked={answers.get(gain.name) === gain.value}
            label={t(`guided-choice:gains.${gain.key}`)}
          />
        )),
      );
  }
}

/** From home, remote, or near a place: one choice, the place's field under its option. */
function WhereQuestion({ answers, problem }: { answers: URLSearchParams; problem: GuidedState["problem"] }) {
  const { t } = useTranslation();
  const chosen = problem
    ? "near"
    : (GUIDED_WHERE.find((where) => (where === "near" ? answers.has("near") : answers.get(where) === "true")) ?? undefined);
  const error = problem ? t(`guided-choice:${problem}`) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <RadioGroupField
        name={WHERE_PARAM}
        legend={<span className={LEGEND}>{t("guided-choice:questions.where")}</span>}
        options={[
          ["", t("guided-choice:anywhere")],
          ...GUIDED_WHERE.map((where) => [where, t(`guided-choice:where.${where}`)] as const),
        ]}
        defaultValue={chosen ?? ""}
      />
      <div className="flex flex-col gap-1.5 ps-8">
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t("guided-choice:place")}
          <input
            type="text"
            name="near"
            defaultValue={answers.get("near") ?? ""}
            maxLength={100}
            autoComplete="postal-code"
            className={INPUT}
            {...invalidProps("near", error)}
          />
        </label>
        <FieldError id="near" error={error} />
      </div>
    </div>
  );
}
