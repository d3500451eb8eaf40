import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  // Bundled into the server build as ES modules, so only the icons we use: from node_modules Node loads lucide's
  // CommonJS build, every one of its 1,600 icons made at start (1.3 MB of source held, twice).
  ssr: { noExternal: ["lucide-react"] },
});
