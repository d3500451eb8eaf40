import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { createHttpServer } from "../http/http-server";

/** An app behind the production node server on a real socket of this machine: its port, and how to close it. */
export async function listeningServer(fetch: (request: Request) => Response | Promise<Response>) {
  const server: Server = createHttpServer(getRequestListener(fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
