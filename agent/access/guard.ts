import diagnosticsChannel from "node:diagnostics_channel";
import { Server, STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { admit, KEY_HEADER, ownHosts, type AdmissionRule } from "./admission";

// The library's `startServer` builds its HTTP server and routes itself (`/internal/truncate`
// before any middleware a caller can add), so the check sits in front of all of them: on the
// server's request and upgrade events (its WebSocket routes are served from the upgrade event,
// past the request handler), installed when the server starts listening (Node publishes that
// on a diagnostics channel, with the server, before the first connection can be accepted).

const LISTEN_CHANNEL = "tracing:net.server.listen:asyncStart";

function refuse(res: ServerResponse, status: 401 | 403): void {
  const error = status === 401 ? "Unauthorized" : "Forbidden";
  // The body of a refused request is never read: the connection closes after the answer.
  res.writeHead(status, { "content-type": "application/json", connection: "close" });
  res.end(JSON.stringify({ error }));
}

/** A refused WebSocket handshake: the answer on the raw socket, which is then closed. */
function refuseUpgrade(socket: Duplex, status: 401 | 403): void {
  const body = JSON.stringify({ error: STATUS_CODES[status] });
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
}

function guard(server: Server, key: string): void {
  let rule: AdmissionRule | undefined;
  const verdictOf = (req: IncomingMessage) => {
    if (!rule) {
      const address = server.address();
      if (address === null || typeof address === "string") return { kind: "refuse", status: 403 } as const;
      rule = { key, hosts: ownHosts(address.address, address.port) };
    }
    return admit({ host: req.headers.host, key: req.headers[KEY_HEADER] }, rule);
  };
  // On the emitter itself, so listeners the library adds later (it adds its WebSocket
  // handler after calling listen) are behind the check too.
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean;
  server.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (event === "request") {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      const verdict = verdictOf(req);
      if (verdict.kind === "refuse") {
        refuse(res, verdict.status);
        return true;
      }
    } else if (event === "upgrade") {
      const [req, socket] = args as [IncomingMessage, Duplex];
      const verdict = verdictOf(req);
      if (verdict.kind === "refuse") {
        refuseUpgrade(socket, verdict.status);
        return true;
      }
    }
    return emit(event, ...args);
  }) as Server["emit"];
}

/**
 * Runs `start`, which must start exactly one HTTP server, and guards that server with `key`
 * from its first request on. Returns what `start` returned and the server (to close it).
 */
export async function startGuarded<T>(key: string, start: () => Promise<T>): Promise<{ started: T; server: Server }> {
  const servers: Server[] = [];
  const onListen = (message: unknown) => {
    const { server } = message as { server?: unknown };
    if (!(server instanceof Server) || servers.includes(server)) return;
    servers.push(server);
    guard(server, key);
  };
  diagnosticsChannel.subscribe(LISTEN_CHANNEL, onListen);
  let started: T;
  try {
    started = await start();
  } finally {
    diagnosticsChannel.unsubscribe(LISTEN_CHANNEL, onListen);
  }
  const [server] = servers;
  if (servers.length !== 1 || !server) throw new Error(`Expected the embedded server to start one HTTP server, saw ${servers.length}.`);
  return { started, server };
}
