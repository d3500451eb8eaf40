import { BadgeInfo, CheckCircle2, XCircle } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { Button } from "../../components/ui/button";
import { Form } from "../../components/ui/form";

const ICONS = {
  ok: { Icon: CheckCircle2, className: "size-14 text-green-600 dark:text-green-400" },
  failed: { Icon: XCircle, className: "size-14 text-red-600 dark:text-red-400" },
  // Nothing went wrong on the visitor's side (a form that takes no more answers): no alarming red.
  neutral: { Icon: BadgeInfo, className: "size-14 text-fg-muted" },
};

/** What a mailed one-time link did: a tick or a cross, the page's title, the outcome and what to do next. */
export function LinkOutcome(props: {
  ok: boolean | "neutral";
  title: string;
  /** The title's language where it is a centre's Dutch text on a page in another language. */
  titleLang?: string;
  text: string;
  testId: string;
  children?: ReactNode;
}) {
  const { Icon, className } = ICONS[props.ok === "neutral" ? "neutral" : props.ok ? "ok" : "failed"];
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center text-center">
      <Icon aria-hidden className={className} />
      <h1 className="mt-4 text-3xl font-bold" lang={props.titleLang}>
        {props.title}
      </h1>
      <p className="mt-4 text-lg" data-testid={props.testId}>
        {props.text}
      </p>
      {props.children}
    </div>
  );
}

/**
 * The page a mailed one-time link opens: it spends the token only by a POST, which the browser sends by itself once
 * the page runs (or the visitor presses the button), so a mail scanner that merely opens links spends nothing.
 */
export function SpendLinkForm(props: { token: string; title: string; intro: string; button: string }) {
  const form = useRef<HTMLFormElement>(null);
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    if (props.token) form.current?.requestSubmit();
  }, [props.token]);
  return (
    <Form method="post" ref={form} className="mx-auto flex w-full max-w-lg flex-col items-center text-center">
      <h1 className="text-3xl font-bold">{props.title}</h1>
      <p className="mt-4 text-lg">{props.intro}</p>
      <input type="hidden" name="token" value={props.token} />
      <Button type="submit" size="lg" className="mt-8" disabled={busy || !props.token}>
        {props.button}
      </Button>
    </Form>
  );
}
