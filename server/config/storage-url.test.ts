import { describe, expect, it } from "vitest";
import { readEnv } from "./env";
import { parseStorageUrl } from "./storage-url";

describe("STORAGE_URL", () => {
  it("reads an https bucket, path style by default, with the region", () => {
    expect(
      parseStorageUrl("s3://AKIAEXAMPLE:wJalr%2FK7%2BMDENG@s3.eu-central-1.amazonaws.com/vp-uploads?region=eu-central-1"),
    ).toEqual({
      bucketUrl: "https://s3.eu-central-1.amazonaws.com/vp-uploads",
      bucket: "vp-uploads",
      region: "eu-central-1",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "wJalr/K7+MDENG",
    });
  });

  it("reads plain http with a port, and virtual-hosted style when asked", () => {
    expect(parseStorageUrl("s3+http://minio:minio123@10.0.0.5:9000/uploads")).toMatchObject({
      bucketUrl: "http://10.0.0.5:9000/uploads",
      region: "us-east-1",
    });
    expect(parseStorageUrl("s3://key:secret@s3.example.net/uploads?style=virtual").bucketUrl).toBe(
      "https://uploads.s3.example.net",
    );
  });

  it.each([
    ["https://key:secret@s3.example.net/uploads", /unknown scheme 'https:'/],
    ["s3://s3.example.net/uploads", /no access key and secret/],
    ["s3://key@s3.example.net/uploads", /no access key and secret/],
    ["s3://key:secret@s3.example.net", /'' is not a bucket name/],
    ["s3://key:secret@s3.example.net/uploads/images", /'uploads\/images' is not a bucket name/],
    ["s3://key:secret@s3.example.net/Uploads", /'Uploads' is not a bucket name/],
    ["s3://key:secret@s3.example.net/uploads?regoin=eu-west-1", /unknown parameter 'regoin'/],
    ["s3://key:secret@s3.example.net/uploads?region=EU West", /is not a region/],
    ["s3://key:secret@s3.example.net/uploads?style=vhost", /style is 'path' or 'virtual', not 'vhost'/],
    ["s3://key:100%@s3.example.net/uploads", /not a URL|percent-encoded/],
    ["uploads", /not a URL/],
  ])("refuses %j with what is wrong and the expected form, never the secret", (raw, problem) => {
    let message = "";
    try {
      parseStorageUrl(raw);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(problem);
    expect(message).toContain("expected s3://ACCESS_KEY:SECRET@host");
    expect(message).not.toContain("key:secret");
  });

  it("stops the start in readEnv, naming the setting", () => {
    expect(readEnv({}).STORAGE_URL).toBeUndefined();
    expect(readEnv({ STORAGE_URL: "s3://key:secret@s3.example.net/uploads" }).STORAGE_URL?.bucket).toBe("uploads");
    expect(() => readEnv({ STORAGE_URL: "s3://key:secret@s3.example.net/" })).toThrow(/STORAGE_URL: '' is not a bucket name/);
  });
});
