// @vitest-environment happy-dom
import { act, createElement, type FormEvent } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { useSubmitOnce } from "./use-submit-once";

type State = "idle" | "submitting" | "loading";
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type OnSubmit = (event: FormEvent) => void;

function Probe({ state, here, expose }: { state: State; here: boolean; expose: (onSubmit: OnSubmit) => void }) {
  expose(useSubmitOnce(state, here));
  return null;
}

/** A form's guard as its page renders it in each router state; `click` says whether a submission went through. */
function form() {
  const root = createRoot(document.createElement("div"));
  let onSubmit: OnSubmit = () => {};
  const expose = (latest: OnSubmit) => {
    onSubmit = latest;
  };
  return {
    /** `here`: a loading state reloads this page (false: a redirect leads away). */
    render: (state: State, here = true) => act(() => root.render(createElement(Probe, { state, here, expose }))),
    click() {
      const event = { defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) };
      onSubmit(event as unknown as FormEvent);
      return !event.defaultPrevented;
    },
  };
}

/** A form whose first click went through, rendered since in each of `states`. */
async function submittedThen(...states: (State | [State, boolean])[]) {
  const page = form();
  await page.render("idle");
  expect(page.click()).toBe(true);
  for (const state of states) await (typeof state === "string" ? page.render(state) : page.render(...state));
  return page;
}

describe("a form's guard against sending twice", () => {
  it("holds a second click that lands before the router shows the submission, and while it is sent", async () => {
    const page = await submittedThen();
    expect(page.click()).toBe(false);
    await page.render("submitting");
    expect(page.click()).toBe(false);
  });

  it("lets a click through while the page loads again after the answer: its buttons are enabled then", async () => {
    const page = await submittedThen("submitting", "loading");
    expect(page.click()).toBe(true);
  });

  it("holds a second click while a redirect leads away from the page: the same form sent twice", async () => {
    const page = await submittedThen("submitting", ["loading", false]);
    expect(page.click()).toBe(false);
  });

  it("holds an answer so quick that it never showed as submitting until the page is idle again", async () => {
    const page = await submittedThen("loading");
    expect(page.click()).toBe(false);
    await page.render("idle");
    expect(page.click()).toBe(true);
  });
});
