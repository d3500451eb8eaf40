import { EMBED_HEIGHT_MESSAGE, EMBED_OPTIONS, EMBED_PAGE_PATH } from "../../../contract/embed";

/**
 * /embed/v1.js, run on another site's page (issue 43, item 3): puts the centre's vacancy bank in a frame right after
 * its own <script> tag, and sizes the frame to what the framed page reports. Its data- attributes: data-lang (nl, en),
 * data-mode (light, dark; otherwise the visitor's device setting), data-title (the frame's name), data-height (before
 * the first report); every other one is one of the bank's parameters (data-q, data-themes, data-near, ...). Sent as its
 * source text, so it uses nothing from outside itself; a plain script of the site, it sets no cookie and reads none.
 */
function mountVacancyBank(pagePath: string, heightMessage: string, options: readonly string[]) {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script?.src) return;
  const origin = new URL(script.src).origin;
  const data = script.dataset;
  const lang = data.lang === "en" ? "en" : "nl";
  const mode = data.mode === "dark" || data.mode === "light" ? data.mode : "";
  // The mode is part of the page's path, so every link and search inside the frame keeps it.
  const src = new URL(`/${lang}${pagePath}${mode ? `/${mode}` : ""}`, origin);
  for (const attribute of Array.from(script.attributes)) {
    if (!attribute.name.startsWith("data-") || !attribute.value) continue;
    const name = attribute.name.slice(5);
    if (!options.includes(name)) src.searchParams.set(name, attribute.value);
  }
  const frame = document.createElement("iframe");
  frame.src = src.href;
  frame.title = data.title || (lang === "en" ? "Vacancies" : "Vacatures");
  frame.style.cssText = `display:block;width:100%;border:0;height:${Number(data.height) || 800}px`;
  if (mode) frame.style.colorScheme = mode;
  script.insertAdjacentElement("afterend", frame);
  window.addEventListener("message", (event) => {
    // Only our own framed page, in this very frame.
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const message = event.data;
    if (!message || message.type !== heightMessage || typeof message.height !== "number") return;
    frame.style.height = `${Math.min(Math.max(Math.ceil(message.height), 120), 50000)}px`;
  });
}

/** The loader's source, as /embed/v1.js sends it. */
export function embedLoaderScript(): string {
  const args = [JSON.stringify(EMBED_PAGE_PATH), JSON.stringify(EMBED_HEIGHT_MESSAGE), JSON.stringify(EMBED_OPTIONS)];
  return `/* The vacancy bank, embedded: https://<centre host>/embed/v1.js */\n(${mountVacancyBank.toString()})(${args.join(",")});\n`;
}
