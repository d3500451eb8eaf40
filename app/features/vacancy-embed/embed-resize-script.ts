import { EMBED_HEIGHT_MESSAGE } from "../../../contract/embed";

/**
 * The embedded bank's page tells the page that frames it how tall its content is, at once and after every change (a
 * search, a filter opened), so the loader (/embed/v1.js) sizes the frame without a scroll bar of its own. The height
 * is all it says, to whichever page frames it: frame-ancestors already limits those to the centre's listed sites.
 * Sent as its source text, inline with the page's nonce, with or without the app's scripts.
 */
function reportHeight(message: string) {
  const content = document.querySelector("[data-embed-content]");
  if (window.parent === window || !content) return;
  let last = 0;
  const send = () => {
    const height = Math.ceil(content.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: message, height }, "*");
  };
  new ResizeObserver(send).observe(content);
  send();
}

export function embedResizeScript(): string {
  return `(${reportHeight.toString()})(${JSON.stringify(EMBED_HEIGHT_MESSAGE)})`;
}
