/**
 * `GET /api/systems/:id/content`: the shipped content of a system the GM/KP builders serve
 * (ygo-trpg, magical-girl), every list's entries as data in content order — what the party,
 * encounter and map builders offer beside the GM's/KP's own entries.
 */
import type { FastifyInstance } from "fastify";
import { isPrepSystem, PREP_SYSTEMS } from "../../build/prepare/prep-types.ts";
import { echo } from "../../shared/limits.ts";
import { shippedContent } from "../build/shipped-content.ts";

/** Registers `GET /api/systems/:id/content` (404 with `{ error }` for a system without builders). */
export function contentRoute(app: FastifyInstance): void {
  app.get("/api/systems/:id/content", async (req, reply) => {
    const { id } = req.params as { id: string };
    if (!isPrepSystem(id))
      return reply.code(404).send({
        error: `no shipped content for system ${JSON.stringify(echo(id))} (battles are prepared for ${PREP_SYSTEMS.join(", ")})`,
      });
    return shippedContent(id);
  });
}
