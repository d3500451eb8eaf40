import { Agent, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createHttpServer, stopAccepting } from "./http-server";

const server = createHttpServer((_req, res) => res.end("ok"));
afterAll(() => server.closeAllConnections());

/** One request on the agent's connection: its status and Connection header, or the error. */
const ask = (port: number, agent: Agent) =>
  new Promise<string>((resolve) => {
    const call = httpRequest({ host: "127.0.0.1", port, path: "/", agent }, (response) => {
      response.resume();
      response.on("end", () => resolve(`${response.statusCode} ${response.headers.connection}`));
    });
    call.on("error", (error) => resolve(`${call.reusedSocket ? "reused" : "new"} connection: ${error.message}`));
    call.end();
  });

describe("stopAccepting: a process on its way out (a replaced worker)", () => {
  it("answers the next request on an idle kept-alive connection, with Connection: close", async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await ask(port, agent)).toBe("200 keep-alive");
    // Node's own close (http.Server#close) drops the idle connection at once: this request would fail.
    void stopAccepting(server);
    expect(await ask(port, agent)).toBe("200 close");
    agent.destroy();
  });
});
