import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listeningServer } from "../test/listening-server";
import { createTestApp, DEFAULT_TEST_HOST, type TestApp } from "../test/test-app";
import { LINGER } from "./http-server";

let t: TestApp;
let server: Awaited<ReturnType<typeof listeningServer>>;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  server = await listeningServer(t.app.fetch);
  port = server.port;
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const MB = 1024 * 1024;

interface Sent {
  /** Everything the server answered, as text. */
  answer: string;
  /** Body bytes the client managed to write. */
  written: number;
  /** The whole body went out without an error. */
  whole: boolean;
  error?: string;
}

/**
 * A client as simple as Python's urllib: a raw socket that writes the whole request and only then reads. It keeps
 * sending after the server's FIN (TCP allows it; node's net would otherwise stop writing on it).
 */
function sendWholeBody(method: string, path: string, size: number, readWhileWriting = false): Promise<Sent> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    const chunks: Buffer[] = [];
    let written = 0;
    let whole = false;
    const done = (error?: string) => resolve({ answer: Buffer.concat(chunks).toString("latin1"), written, whole, error });
    socket.on("error", (error: NodeJS.ErrnoException) => done(error.code));
    // The server's FIN: the answer is whole (with allowHalfOpen the socket waits for our own end to close).
    socket.on("end", () => {
      if (!whole) return;
      socket.end();
      done();
    });
    socket.on("close", () => done());
    socket.write(
      `${method} ${path} HTTP/1.1\r\nHost: ${DEFAULT_TEST_HOST}\r\nContent-Type: application/vnd.api+json\r\nContent-Length: ${size}\r\n\r\n`,
    );
    if (readWhileWriting) socket.on("data", (data: Buffer) => chunks.push(data));
    const chunk = Buffer.alloc(64 * 1024, 120);
    const pump = () => {
      while (written < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - written));
        written += part.length;
        if (!socket.write(part)) return void socket.once("drain", pump);
      }
      whole = true;
      // Only now does this client read.
      if (!readWhileWriting) socket.on("data", (data: Buffer) => chunks.push(data));
    };
    pump();
  });
}

describe("a body refused before it is read (issue 37 item 6)", () => {
  it("reaches a client that sends all 20 MB before reading: it reads the 413 and the connection closes cleanly", async () => {
    const sent = await sendWholeBody("POST", "/api/v1/error_reports", 20 * MB);
    expect(sent.error).toBeUndefined();
    expect(sent.whole).toBe(true);
    expect(sent.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent.answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(sent.answer).toContain('"code":"payload_too_large"');
  });

  it("does the same for 100 KB to PATCH /api/v1/users/{id}, before anyone is asked who sends it", async () => {
    const sent = await sendWholeBody("PATCH", "/api/v1/users/1", 100 * 1024);
    expect(sent).toMatchObject({ whole: true, error: undefined });
    expect(sent.answer).toMatch(/^HTTP\/1\.1 413 /);
  });

  it("gives Node's fetch the 413, and its next request a working connection", async () => {
    const url = `http://127.0.0.1:${port}`;
    const refused = await fetch(`${url}/api/v1/error_reports`, {
      method: "POST",
      headers: { host: DEFAULT_TEST_HOST, "content-type": "application/vnd.api+json" },
      body: Buffer.alloc(20 * MB, 120),
    });
    expect(refused.status).toBe(413);
    expect(refused.headers.get("connection")).toBe("close");
    expect(((await refused.json()) as { errors: { code: string }[] }).errors[0].code).toBe("payload_too_large");
    for (let i = 0; i < 3; i++)
      expect((await fetch(`${url}/healthz`, { headers: { host: DEFAULT_TEST_HOST } })).status).toBe(200);
  });

  it("reads no more than its bound of a 1 GB body: the client has its 413, then the connection closes", async () => {
    const started = Date.now();
    const sent = await sendWholeBody("POST", "/api/v1/error_reports", 1024 * MB, true);
    expect(sent.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent.whole).toBe(false);
    expect(sent.error).toMatch(/^(EPIPE|ECONNRESET)$/);
    // What the kernel's buffers on both sides hold comes on top of what the server read.
    expect(sent.written).toBeGreaterThan(LINGER.maxBytes);
    expect(sent.written).toBeLessThan(LINGER.maxBytes + 32 * MB);
    expect(Date.now() - started).toBeLessThan(LINGER.maxMs);
  });

  it("keeps a connection whose small body was read for the next request", async () => {
    const url = `http://127.0.0.1:${port}`;
    const first = await fetch(`${url}/api/v1/error_reports`, {
      method: "POST",
      headers: { host: DEFAULT_TEST_HOST, "content-type": "application/vnd.api+json" },
      body: JSON.stringify({ data: { type: "error_reports", attributes: { message: "m", path: "/" } } }),
    });
    expect(first.status).toBe(204);
    expect(first.headers.get("connection")).toBe("keep-alive");
  });
});
