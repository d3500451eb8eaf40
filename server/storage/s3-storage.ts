import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { S3Location } from "../config/storage-url";
import { type FileStorage, STORAGE_KEY, type StoredFile } from "./file-storage";

/** How long the bucket gets to start answering a request; the body then streams at the client's pace. */
const ANSWER_TIMEOUT_MS = 15_000;

/**
 * Files in an S3-compatible bucket (STORAGE_URL), signed with AWS Signature V4 over fetch. Every machine that
 * points at the same bucket sees the same files.
 */
export function createS3Storage(location: S3Location): FileStorage {
  // Two quick retries on 5xx and 429, not aws4fetch's ten: a request is waiting.
  const client = new AwsClient({
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    service: "s3",
    region: location.region,
    retries: 2,
    initRetryMs: 100,
  });

  async function send(method: string, key: string, init: RequestInit = {}): Promise<Response> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new Error(`storage: no answer to ${method} ${key}`)), ANSWER_TIMEOUT_MS);
    try {
      return await client.fetch(`${location.bucketUrl}/${key}`, { ...init, method, signal: deadline.signal });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async put(key, bytes, contentType) {
      if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
      // The bucket checks the body against its signed hash, so a file is stored whole or not at all.
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      const response = await send("PUT", key, {
        // fetch sends any byte view; the DOM typing only names ArrayBuffer-backed ones.
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { "Content-Type": contentType, "X-Amz-Content-Sha256": sha256 },
      });
      if (!response.ok) throw failure("PUT", key, response.status, await errorCode(response));
      await response.body?.cancel();
    },

    async get(key): Promise<StoredFile | null> {
      if (!STORAGE_KEY.test(key)) return null;
      const response = await send("GET", key);
      if (!response.ok || !response.body) {
        const code = await errorCode(response);
        // No such file is an answer; no such bucket is a setting to fix.
        if (response.status === 404 && code !== "NoSuchBucket") return null;
        throw failure("GET", key, response.status, code);
      }
      const size = Number(response.headers.get("content-length"));
      if (!Number.isSafeInteger(size)) {
        await response.body.cancel();
        throw new Error(`storage: GET ${key} came without a Content-Length`);
      }
      return { body: response.body, size };
    },

    async delete(key) {
      if (!STORAGE_KEY.test(key)) return;
      const response = await send("DELETE", key);
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      // S3 answers 204 whether or not there was a file; some compatible servers say 404.
      const code = await errorCode(response);
      if (response.status !== 404 || code === "NoSuchBucket") throw failure("DELETE", key, response.status, code);
    },
  };
}

/** The bucket's own word for what went wrong (AccessDenied, NoSuchBucket, ...) from its XML error document. */
async function errorCode(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  return /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1] ?? "no error code";
}

/** Names the request and the bucket's answer, never the credentials. */
const failure = (method: string, key: string, status: number, code: string) =>
  new Error(`storage: ${method} ${key} answered ${status} (${code})`);
