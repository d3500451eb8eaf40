declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const GTAG_ID = /^[A-Z]{1,3}-[A-Z0-9]{4,20}$/;

/**
 * Loads the Google tag for a centre and initialises it. Called after mount and only after consent
 * (AVG/GDPR): before that no Google script runs and no cookie is set.
 */
export function startAnalytics(gtagId: string): boolean {
  if (!GTAG_ID.test(gtagId) || document.getElementById("gtag-script")) return false;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag expects the arguments object itself.
    window.dataLayer?.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", gtagId, { anonymize_ip: true });
  const script = document.createElement("script");
  script.id = "gtag-script";
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`;
  document.head.appendChild(script);
  return true;
}
