// Next.js hands route handlers no socket, and fills X-Forwarded-For with the socket's address
// only when the client sent none. So every request gets CLIENT_ADDRESS_HEADER set to the
// socket's address here, over anything the client wrote in it, before Next sees the request:
// Node publishes `http.server.request.start` synchronously, before the server's 'request' event.
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { CLIENT_ADDRESS_HEADER } from "@/core/auth/client-address";

const SUBSCRIBED = Symbol.for("threadline.client-address");

type Stamped = Pick<IncomingMessage, "headers" | "rawHeaders">;

/** Replaces the request's CLIENT_ADDRESS_HEADER with `address`; removes it when unknown. */
export function stampClientAddress(request: Stamped, address: string | undefined): void {
  const raw: string[] = [];
  for (let i = 0; i + 1 < request.rawHeaders.length; i += 2) {
    if (request.rawHeaders[i]!.toLowerCase() !== CLIENT_ADDRESS_HEADER) raw.push(request.rawHeaders[i]!, request.rawHeaders[i + 1]!);
  }
  delete request.headers[CLIENT_ADDRESS_HEADER];
  if (address) {
    raw.push(CLIENT_ADDRESS_HEADER, address);
    request.headers[CLIENT_ADDRESS_HEADER] = address;
  }
  request.rawHeaders = raw;
}

/** Stamps every request this process's HTTP servers receive from now on (once per process). */
export function stampClientAddresses(): void {
  const process = globalThis as { [SUBSCRIBED]?: true };
  if (process[SUBSCRIBED]) return;
  process[SUBSCRIBED] = true;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    stampClientAddress(request, socket.remoteAddress);
  });
}
