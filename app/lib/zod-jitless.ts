/**
 * Runs before any module: zod reads its settings from this global when it loads. Without it, zod probes for eval with
 * Function("") when the first object schema is made, which our CSP (no 'unsafe-eval') reports as a violation.
 */
export const ZOD_JITLESS_SCRIPT = "globalThis.__zod_globalConfig={...globalThis.__zod_globalConfig,jitless:true};";
