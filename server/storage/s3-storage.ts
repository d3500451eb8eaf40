import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { S3Location } from "../config/storage-url";
import { type FileStorage, STORAGE_KEY, type StoredFile } from "./file-storage";

/** How long the bucket gets to start answering a request; the body then streams at the client's pace. */
const ANSWER_TIMEOUT_MS = 15_000;
/** A streamed file goes up in parts of this size (S3 takes at least 5 MiB a part, but for the last): one in memory. */
const PART_BYTES = 8 * 1024 * 1024;

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

    async putStream(key, body, contentType) {
      if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${key}`);
      // A multipart upload: the bucket shows the file only once it is completed, and an aborted one leaves nothing.
      const started = await send("POST", `${key}?uploads`, { headers: { "Content-Type": contentType } });
      if (!started.ok) throw failure("POST", key, started.status, await errorCode(started));
      const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(await started.text())?.[1];
      if (!uploadId) throw new Error(`storage: POST ${key} answered no UploadId`);
      const upload = `${key}?uploadId=${encodeURIComponent(uploadId)}`;
      const etags: string[] = [];
      let size = 0;
      const sendPart = async (part: Buffer) => {
        const response = await send("PUT", `${key}?partNumber=${etags.length + 1}&uploadId=${encodeURIComponent(uploadId)}`, {
          body: part as Uint8Array<ArrayBuffer>,
          headers: { "X-Amz-Content-Sha256": createHash("sha256").update(part).digest("hex") },
        });
        if (!response.ok) throw failure("PUT", key, response.status, await errorCode(response));
        await response.body?.cancel();
        etags.push(response.headers.get("etag") ?? "");
      };
      try {
        let chunks: Uint8Array[] = [];
        let buffered = 0;
        for await (const chunk of body) {
          chunks.push(chunk);
          buffered += chunk.byteLength;
          size += chunk.byteLength;
          if (buffered < PART_BYTES) continue;
          const whole = Buffer.concat(chunks);
          await sendPart(whole.subarray(0, PART_BYTES));
          chunks = [whole.subarray(PART_BYTES)];
          buffered = whole.byteLength - PART_BYTES;
        }
        if (buffered > 0 || etags.length === 0) await sendPart(Buffer.concat(chunks));
        const parts = etags.map((etag, index) => `<Part><PartNumber>${index + 1}</PartNumber><ETag>${etag}</ETag></Part>`);
        const completed = await send("POST", upload, {
          body: `<CompleteMultipartUpload>${parts.join("")}</CompleteMultipartUpload>`,
          headers: { "Content-Type": "application/xml" },
        });
        // S3 may answer 200 with an error document when completing fails late.
        const answer = await completed.text();
        if (!completed.ok || answer.includes("<Error>")) throw failure("POST", key, completed.status, errorCodeOf(answer));
      } catch (error) {
        await send("DELETE", upload)
          .then((response) => response.body?.cancel())
          .catch(() => {});
        throw error;
      }
      return size;
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
  return errorCodeOf(await response.text().catch(() => ""));
}

const errorCodeOf = (text: string) => /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1] ?? "no error code";

/** Names the request and the bucket's answer, never the credentials. */
const failure = (method: string, key: string, status: number, code: string) =>
  new Error(`storage: ${method} ${key} answered ${status} (${code})`);
