import { createElement, type FunctionComponent } from "react";
import { Outlet, type ServerBuild } from "react-router";
import * as entry from "../../app/entry.server";

export interface TestPage {
  path: string;
  loader?: (args: { request: Request; context: unknown }) => Promise<unknown>;
  Component: FunctionComponent;
}

const Document = () => createElement("html", null, createElement("body", null, createElement(Outlet)));

/**
 * A React Router server build of one page under a bare document, rendered by the app's own entry.server: the
 * SSR plumbing (ssr.ts, entry.server, the in-process API) without building the whole app.
 */
export function testPageBuild(page: TestPage): ServerBuild {
  const manifestRoute = (id: string, path: string, parentId: string | undefined, hasLoader: boolean) => ({
    id,
    parentId,
    path,
    hasAction: false,
    hasLoader,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasDefaultExport: true,
    hasErrorBoundary: false,
    module: `/assets/${id}.js`,
    imports: [],
    css: [],
  });
  return {
    entry: { module: entry },
    routes: {
      root: { id: "root", path: "", module: { default: Document } },
      page: { id: "page", parentId: "root", path: page.path, module: { default: page.Component, loader: page.loader } },
    },
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [] },
      routes: {
        root: manifestRoute("root", "", undefined, false),
        page: manifestRoute("page", page.path, "root", !!page.loader),
      },
      url: "/assets/manifest-test.js",
      version: "test",
    },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
