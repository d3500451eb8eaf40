import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import { MAX_HEADER_BYTES } from "./request-limits";

/**
 * What a connection whose request body was answered before it was read (a 413, a 401 before the body) still reads
 * and discards after its response: a client that sends the whole body before it reads then sees the answer instead
 * of a broken pipe. Past any of these the connection is closed; a body of 1 GB is not read to its end.
 */
export const LINGER = { maxBytes: 64 * 1024 * 1024, maxMs: 30_000, idleMs: 5_000 };

// A request without Content-Length or Transfer-Encoding has no body: it is complete once its headers are in.
const bodyPending = (req: IncomingMessage) =>
  !req.complete && (req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0);

/** Half-closes (our FIN after the response) and discards what still arrives, within LINGER; then closes. */
function linger(req: IncomingMessage, socket: Socket) {
  let read = 0;
  const close = () => {
    clearTimeout(deadline);
    socket.destroy();
  };
  const deadline = setTimeout(close, LINGER.maxMs);
  deadline.unref();
  socket.setTimeout(LINGER.idleMs, close);
  socket.once("close", () => clearTimeout(deadline));
  // The app's reader (a web stream that stopped pulling) would pause the body again: only our counter reads it now.
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    read += chunk.length;
    if (read > LINGER.maxBytes) close();
  });
  // The whole body is in and read: closing now sends no reset (nothing unread is left on our side).
  req.once("end", close);
  req.resume();
  socket.resume();
  if (socket.writable) socket.end();
}

/**
 * An early answer to a request whose body is still coming says Connection: close, and its connection closes by
 * lingering (as nginx does) instead of at once: node's own close, and @hono/node-server's after 500 ms, would
 * reset the connection while the client still sends, and the client would never read the answer.
 */
function lingeringClose(listener: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
      if (bodyPending(req)) {
        this.setHeader("Connection", "close");
        const socket = req.socket;
        let lingering = false;
        // Both node (after the response) and @hono/node-server (its drain) close through destroySoon.
        socket.destroySoon = () => {
          if (lingering) return;
          lingering = true;
          linger(req, socket);
        };
      }
      return writeHead.apply(this, args);
    } as ServerResponse["writeHead"];
    listener(req, res);
  };
}

/**
 * The node server of every process: a client gets 10 s for its headers and a minute for the whole request (a 6 MB
 * vacancy form with its image on a slow line), checked every 5 s instead of 30; once a request is in,
 * REQUEST_TIMEOUT_MS bounds the work (load-shedding.ts). The header limit is ours rather than node's default.
 */
export function createHttpServer(listener: RequestListener): Server {
  const handle = lingeringClose(listener);
  const server = createServer(
    { maxHeaderSize: MAX_HEADER_BYTES, headersTimeout: 10_000, requestTimeout: 60_000, connectionsCheckingInterval: 5_000 },
    (req, res) => {
      // A stopping server's answers end their connection: the client asks its next request elsewhere.
      if (!server.listening) res.setHeader("Connection", "close");
      handle(req, res);
    },
  );
  server.keepAliveTimeout = 65_000;
  return server;
}

/**
 * Stops taking connections; resolves once the last one closed. Node's http close also drops every idle keep-alive
 * connection at once, so a client's next request on one fails; this leaves them to the caller's closeIdleConnections,
 * and meanwhile each answer says Connection: close (createHttpServer).
 */
export function stopAccepting(server: Server): Promise<void> {
  return new Promise((resolve) => NetServer.prototype.close.call(server, () => resolve()));
}
