/**
 * How the server reads a JSON body: `JSON.parse`, then the checks every data file gets (nesting
 * at most MAX_DEPTH, no key named `__proto__`, `constructor` or `prototype`), each refused in one
 * line that names the place — fastify's own parser answered "Body is not valid JSON" for a body
 * that was valid JSON with a `__proto__` key. The body's size is fastify's `bodyLimit`, checked
 * before this runs.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { DataFileError, parseJsonText } from "../../systems/shared/data-file.ts";

/** A body that cannot be read, as fastify's error handler answers it (400). */
class BodyError extends Error {
  readonly statusCode = 400;
}

/** Replaces fastify's JSON parser with one whose refusals say what and where. */
export function jsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
    try {
      // "body: at seats.__proto__: a key may not be named "__proto__"", "body: JSON syntax error…"
      done(null, parseJsonText(String(body), "body", z.unknown()));
    } catch (err) {
      if (err instanceof DataFileError) done(new BodyError(err.message), undefined);
      else done(err as Error, undefined);
    }
  });
}
