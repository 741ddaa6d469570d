/**
 * The lobby's scenario routes: `GET /api/presets` (each system's preset games, with their seats
 * and text) and `POST /api/scenarios/seats` (`{ system, scenario }` → the uploaded scenario's
 * name and seats, so the player can seat it before making the table). The body is within the
 * app's limit (a scenario's 256 KB and a little) and the text within MAX_FILE_BYTES, checked
 * before it is parsed; every refusal is `{ "error": one line }`.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MAX_FILE_BYTES } from "../../shared/limits.ts";
import { requestedSystem } from "../create-table.ts";
import type { Preset } from "../protocol/api-types.ts";
import { presets, scenarioSeats } from "../scenario-seats.ts";
import { parseInThread, type UploadParser, uploadFailure } from "../upload-parser.ts";
import { issueLine } from "./request-limits.ts";

const SeatsRequest = z.strictObject({
  system: z.string().min(1).max(40),
  scenario: z.string().max(MAX_FILE_BYTES).describe("a scenario file's text (YAML or JSON)"),
});

/** Registers the scenario routes. */
export function scenarioRoutes(
  app: FastifyInstance,
  parseUpload: UploadParser = parseInThread,
): void {
  // The examples ship with the server and never change while it runs.
  let listed: Preset[] | null = null;
  app.get("/api/presets", async () => ({ presets: (listed ??= presets()) }));

  app.post("/api/scenarios/seats", async (req, reply) => {
    const parsed = SeatsRequest.safeParse(req.body);
    if (!parsed.success) return reply.code(400).send({ error: issueLine(parsed.error.issues) });
    try {
      const { system, scenario: text } = parsed.data;
      // Parsed off the event loop (a worker): an upload may take it seconds.
      requestedSystem(system);
      return scenarioSeats(system, await parseUpload({ system, text }));
    } catch (err) {
      const failure = uploadFailure(err);
      if (failure !== null) return reply.code(failure.status).send({ error: failure.error });
      throw err;
    }
  });
}
