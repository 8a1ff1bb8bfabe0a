import diagnosticsChannel from "node:diagnostics_channel";
import { Server, type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import { admit, KEY_HEADER, ownHosts, type AdmissionRule } from "./admission";

// The library's `startServer` builds its HTTP server and routes itself (`/internal/truncate`
// before any middleware a caller can add), so the check sits in front of all of them: on the
// server's request event, installed when the server starts listening (Node publishes that on
// a diagnostics channel, with the server, before the first connection can be accepted).

const LISTEN_CHANNEL = "tracing:net.server.listen:asyncStart";

function refuse(res: ServerResponse, status: 401 | 403): void {
  const error = status === 401 ? "Unauthorized" : "Forbidden";
  // The body of a refused request is never read: the connection closes after the answer.
  res.writeHead(status, { "content-type": "application/json", connection: "close" });
  res.end(JSON.stringify({ error }));
}

function guard(server: Server, key: string): void {
  const handlers = server.listeners("request") as RequestListener[];
  server.removeAllListeners("request");
  let rule: AdmissionRule | undefined;
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (!rule) {
      const address = server.address();
      if (address === null || typeof address === "string") return refuse(res, 403);
      rule = { key, hosts: ownHosts(address.address, address.port) };
    }
    const verdict = admit({ host: req.headers.host, key: req.headers[KEY_HEADER] }, rule);
    if (verdict.kind === "refuse") return refuse(res, verdict.status);
    for (const handler of handlers) handler.call(server, req, res);
  });
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
