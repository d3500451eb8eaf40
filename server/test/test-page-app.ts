import { createElement, type FunctionComponent } from "react";
import { type RouterContextProvider, useLoaderData } from "react-router";
import { serverContext } from "../../app/lib/server-context";
import { type AppOptions, createApp } from "../app";
import type { TestApp } from "./test-app";
import { DEFAULT_TEST_HOST } from "./test-app";
import { testPageBuild } from "./test-page-build";

/** A page of 3,000 letters (above the compression threshold) whose script carries the render's CSP nonce. */
export const NoncePage: FunctionComponent = () => {
  const nonce = useLoaderData() as string;
  return createElement("main", null, createElement("script", { nonce }, "1"), createElement("p", null, "x".repeat(3000)));
};

/** The real app serving one test page at `path` (e.g. "nl/activiteitenkalender") on a test app's database. */
export function testPageApp(t: TestApp, path: string, Component: FunctionComponent, options: AppOptions = {}) {
  const build = testPageBuild({
    path,
    Component,
    loader: async ({ context }) => (context as RouterContextProvider).get(serverContext).nonce,
  });
  const app = createApp(t.deps, { ...options, ssr: { mode: "production", loadBuild: async () => build, ...options.ssr } });
  return (url: string, init: { method?: string; headers?: Record<string, string>; signal?: AbortSignal } = {}) =>
    Promise.resolve(app.request(url, { ...init, headers: { host: DEFAULT_TEST_HOST, ...init.headers } }));
}
