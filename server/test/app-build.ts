import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";

// The real pages, rendered through Vite: one dev server for every test app of a file.
let vite: ViteDevServer | undefined;

/** The whole app's server build, as `npm run build` would make it, without building it. */
export async function appServerBuild(): Promise<ServerBuild> {
  vite ??= await createServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: "custom", logLevel: "silent" });
  return (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
}

/** For the file's afterAll. */
export async function closeAppServerBuild() {
  await vite?.close();
  vite = undefined;
}
