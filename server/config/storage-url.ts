/** Where an S3-compatible bucket is and how to sign for it, from STORAGE_URL. */
export interface S3Location {
  /** The bucket's objects are at `${bucketUrl}/${key}`. */
  bucketUrl: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const FORM = "s3://ACCESS_KEY:SECRET@host[:port]/bucket[?region=...&style=path|virtual] (s3+http:// for plain http)";
// S3's rules for bucket names that work with both addressing styles.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const SCHEMES: Record<string, string> = { "s3:": "https:", "s3+http:": "http:" };
const PARAMETERS = new Set(["region", "style"]);

/** Thrown with a message that names what is wrong and never repeats the secret. */
export class StorageUrlError extends Error {
  constructor(problem: string) {
    super(`STORAGE_URL: ${problem}; expected ${FORM}`);
  }
}

/**
 * Reads STORAGE_URL, e.g. `s3://AKIA...:wJal...@s3.eu-central-1.amazonaws.com/uploads?region=eu-central-1`.
 * Path-style addressing (host/bucket) is the default, as MinIO, Garage and most S3-compatible servers want it.
 */
export function parseStorageUrl(raw: string): S3Location {
  if (!URL.canParse(raw)) throw new StorageUrlError("not a URL");
  const url = new URL(raw);
  const protocol = SCHEMES[url.protocol];
  if (!protocol) throw new StorageUrlError(`unknown scheme '${url.protocol}'`);
  if (!url.hostname) throw new StorageUrlError("no host");
  if (!url.username || !url.password) throw new StorageUrlError("no access key and secret before the host");
  const bucket = url.pathname.replace(/^\//, "");
  if (!BUCKET_NAME.test(bucket)) throw new StorageUrlError(`'${bucket}' is not a bucket name (3-63 of a-z, 0-9, '.', '-')`);

  const unknown = [...url.searchParams.keys()].filter((name) => !PARAMETERS.has(name));
  if (unknown.length > 0) throw new StorageUrlError(`unknown parameter '${unknown[0]}'`);
  const region = url.searchParams.get("region") ?? "us-east-1";
  if (!/^[a-z0-9-]{1,32}$/.test(region)) throw new StorageUrlError(`'${region}' is not a region`);
  const style = url.searchParams.get("style") ?? "path";
  if (style !== "path" && style !== "virtual") throw new StorageUrlError(`style is 'path' or 'virtual', not '${style}'`);

  const bucketUrl = style === "path" ? `${protocol}//${url.host}/${bucket}` : `${protocol}//${bucket}.${url.host}`;
  // A secret with '/', '+' or '@' is written percent-encoded in the URL.
  const decode = (part: string, name: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      throw new StorageUrlError(`the ${name} is not properly percent-encoded`);
    }
  };
  return {
    bucketUrl,
    bucket,
    region,
    accessKeyId: decode(url.username, "access key"),
    secretAccessKey: decode(url.password, "secret"),
  };
}
