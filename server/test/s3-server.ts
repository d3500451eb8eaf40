import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { AwsClient } from "aws4fetch";

export interface TestS3Server {
  /** STORAGE_URL for the bucket "uploads", path style over plain http. */
  storageUrl: string;
  /** A client of the test's own, to look into the bucket past the storage under test. */
  client: AwsClient;
  bucketUrl: string;
  stop(): Promise<void>;
}

const BUCKET = "uploads";
// s3rver's one account: it checks every request's signature against this key pair.
const ACCESS_KEY = "S3RVER";
const SECRET = "S3RVER";

/**
 * A real S3-compatible server (s3rver from npm, the fork that checks V4 signatures) in a process of its own, on a
 * free port and a fresh folder. Its package ships no working command, so the process runs its API.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), "vp-test-s3-"));
  const s3rver = createRequire(import.meta.url).resolve("@20minutes/s3rver");
  const options = { directory, address: "127.0.0.1", port: 0, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] };
  const program = `const S3rver = require(${JSON.stringify(s3rver)});
new S3rver(${JSON.stringify(options)}).run().then(({ address, port }) => console.log("S3rver listening on %s:%d", address, port));`;
  const child = spawn(process.execPath, ["--eval", program], { stdio: ["ignore", "pipe", "pipe"] });

  // A test run that dies before stop() leaves no server behind.
  const kill = () => child.kill("SIGKILL");
  process.once("exit", kill);
  let port: number;
  try {
    port = await listeningPort(child);
  } catch (error) {
    process.off("exit", kill);
    kill();
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const bucketUrl = `http://127.0.0.1:${port}/${BUCKET}`;
  return {
    storageUrl: `s3+http://${ACCESS_KEY}:${SECRET}@127.0.0.1:${port}/${BUCKET}`,
    client: new AwsClient({ accessKeyId: ACCESS_KEY, secretAccessKey: SECRET, service: "s3", region: "us-east-1" }),
    bucketUrl,
    async stop() {
      process.off("exit", kill);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The port from s3rver's "S3rver listening on 127.0.0.1:PORT", or its output when it exits or stays silent. */
function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`s3rver did not start within 10 s:\n${output}`)), 10_000);
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const match = /listening on [^\s]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited with ${code}:\n${output}`));
    });
  });
}
