import type { ComponentProps } from "react";
import { type FetcherWithComponents, Form as RouterForm, useNavigation } from "react-router";
import { useNavigationSubmitOnce, useSubmitOnce } from "../../lib/use-submit-once";

type FormProps = ComponentProps<typeof RouterForm>;
type Submit = NonNullable<FormProps["onSubmit"]>;

/** The form's own onSubmit first (it may refuse the submission), then the double-click guard. */
function chained(own: Submit | undefined, once: Submit): Submit {
  return (event) => {
    own?.(event);
    once(event);
  };
}

/** React Router's Form that sends a change once however often its button is clicked; a search (GET) is never held. */
export function Form(props: FormProps) {
  const submitOnce = useNavigationSubmitOnce();
  const get = (props.method ?? "get").toLowerCase() === "get";
  return <RouterForm {...props} onSubmit={get ? props.onSubmit : chained(props.onSubmit, submitOnce)} />;
}

/** A fetcher's Form with the same guard, on the fetcher's state. */
export function FetcherForm<T>({ fetcher, ...props }: FormProps & { fetcher: FetcherWithComponents<T> }) {
  // A fetcher's answer that redirects moves the page: until then its form is still held.
  const submitOnce = useSubmitOnce(fetcher.state, useNavigation().state === "idle");
  const get = (props.method ?? "get").toLowerCase() === "get";
  return <fetcher.Form {...props} onSubmit={get ? props.onSubmit : chained(props.onSubmit, submitOnce)} />;
}
