// The embeddable vacancy bank (issue 43, item 3): what the framed page, the loader script other sites include and
// the settings screen that shows the snippet agree on. Without zod: the public page imports it.

/** The framed page, after the language: /nl/embed/vacancies?q=..&themes=.. (the bank's own parameters). */
export const EMBED_PAGE_PATH = "/embed/vacancies";
/** The colour modes the framed page may be asked for, after its path (/nl/embed/vacancies/dark): kept by every link. */
export const EMBED_MODES = ["light", "dark"] as const;
export type EmbedMode = (typeof EMBED_MODES)[number];
export const isEmbedMode = (value: unknown): value is EmbedMode => EMBED_MODES.includes(value as EmbedMode);

/** The loader a site includes: <script src="https://<centre host>/embed/v1.js" data-...></script>. */
export const EMBED_LOADER_PATH = "/embed/v1.js";
/** The framed page's message to the loader: { type: EMBED_HEIGHT_MESSAGE, height } in CSS pixels. */
export const EMBED_HEIGHT_MESSAGE = "vacancy-bank-embed:height";
/** The loader's data- attributes that are not the bank's parameters. */
export const EMBED_OPTIONS = ["lang", "mode", "title", "height"] as const;
