/**
 * What an error on a seat's WebSocket says about whom. A frame over the size limit, invalid
 * UTF-8, a bad opcode or mask, a peer that reset the connection: the client's doing, which
 * anyone on the network can cause at will. Those are logged at info, one line without a stack —
 * an unauthenticated stranger must not be able to fill the operator's error log or page anyone.
 * Anything else is the server's own failure and stays an error with its stack.
 */
import type { FastifyRequest } from "fastify";
import type { WebSocket } from "ws";

/** Network errors a peer causes by going away mid-frame. */
const PEER_GONE = new Set(["ECONNRESET", "EPIPE", "ETIMEDOUT", "ECONNABORTED"]);

/** Whether an error on a socket is the client's fault (a protocol violation or a dropped peer). */
export function isClientFault(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return false;
  // ws names every violation of the protocol by the peer WS_ERR_* (ws/lib/receiver.js).
  return code.startsWith("WS_ERR_") || PEER_GONE.has(code);
}

/**
 * The WebSocket plugin's error handler: a client's fault is logged at info without a stack (ws
 * has closed the socket itself with the fitting code, 1009 too large, 1007 bad UTF-8, 1002);
 * the server's own is logged as an error, and the socket terminated.
 */
export function socketErrorHandler(err: Error, socket: WebSocket, req: FastifyRequest): void {
  if (isClientFault(err)) {
    req.log.info(
      { code: (err as { code?: string }).code, reason: err.message.split("\n")[0] },
      "socket closed: the client broke the protocol or went away",
    );
    return;
  }
  req.log.error({ err }, "socket error");
  socket.terminate();
}
