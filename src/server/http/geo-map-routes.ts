/**
 * `GET /api/geo-march/maps/:id`: a shipped geo-march map as the browser board draws it — each
 * geo's name (ja/zh/en), limit (リミット), neighbours, home base (本陣) and outpost (拠点). A seat's
 * view names only the map's id and limits (`view.x`); the geometry is public printed content,
 * the same for every table, so it is served apart from any table and carries nothing hidden.
 */
import type { FastifyInstance } from "fastify";
import { echo } from "../../shared/limits.ts";
import { GEO_MARCH_CONTENT } from "../../systems/geo-march/content/index.ts";
import type { MapDef } from "../../systems/geo-march/schema.ts";

/** Registers `GET /api/geo-march/maps/:id` (404 with `{ error }` for a map not shipped). */
export function geoMapRoutes(app: FastifyInstance): void {
  app.get("/api/geo-march/maps/:id", async (req, reply) => {
    const { id } = req.params as { id: string };
    const maps: Record<string, MapDef> = GEO_MARCH_CONTENT.maps;
    if (!Object.hasOwn(maps, id))
      return reply.code(404).send({ error: `no shipped map ${JSON.stringify(echo(id))}` });
    return maps[id];
  });
}
