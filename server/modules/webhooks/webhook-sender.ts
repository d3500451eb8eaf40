import { createHmac } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { WEBHOOK_HEADERS } from "../../../contract/webhooks";
import { guardedLookup, isPublicAddress, type WebhookReach } from "./webhook-address";

const TIMEOUT_MS = 10_000;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: the receiver checks the body and that it is recent. */
export function signatureOf(secret: string, body: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  const mac = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

export interface SendOutcome {
  ok: boolean;
  status: number | null;
  error: string | null;
}

export interface Delivery {
  id: number;
  event: string;
  url: string;
  secret: string;
  body: string;
}

/** One POST of a delivery: a 2xx within ten seconds is delivered; no redirect is followed. */
export function sendDelivery(delivery: Delivery, reach: WebhookReach): Promise<SendOutcome> {
  const url = new URL(delivery.url);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // A literal address skips the name lookup, so it is checked here.
  if (isIP(host) && !reach.privateAddresses && !isPublicAddress(host)) {
    return Promise.resolve({ ok: false, status: null, error: `${host} is not a public address` });
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: "POST",
        lookup: guardedLookup(reach),
        timeout: TIMEOUT_MS,
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "Vrijwilligersplatform-Webhooks/1",
          [WEBHOOK_HEADERS.id]: String(delivery.id),
          [WEBHOOK_HEADERS.event]: delivery.event,
          [WEBHOOK_HEADERS.signature]: signatureOf(delivery.secret, delivery.body),
        },
      },
      (response) => {
        // The answer's body is not ours to keep: read and dropped.
        response.resume();
        const status = response.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        resolve({ ok, status, error: ok ? null : `HTTP ${status}` });
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    request.on("error", (error) => resolve({ ok: false, status: null, error: error.message.slice(0, 500) }));
    request.end(delivery.body);
  });
}
