/**
 * The last word on every error answer over HTTP: whatever check refused a request — ours, a
 * system's, fastify's — the `error` line sent is one line, its echoes of the request cut to a
 * short excerpt and its control characters escaped (src/shared/safe-text.ts). The checks cut
 * their own echoes too; this makes sure of it for every route, present and future.
 */
import type { FastifyInstance } from "fastify";
import { safeErrorLine } from "../../shared/safe-text.ts";

/** Registers the hook that makes every `{ error }` answer safe to show. */
export function safeErrorAnswers(app: FastifyInstance): void {
  app.addHook("preSerialization", async (_req, _reply, payload: unknown) => {
    if (payload === null || typeof payload !== "object" || !("error" in payload)) return payload;
    const { error } = payload as { error: unknown };
    return typeof error === "string" ? { ...payload, error: safeErrorLine(error) } : payload;
  });
}
