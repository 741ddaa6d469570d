/**
 * `POST /api/tables/mine`: the tables the caller holds links to, and no others. The server lists
 * no one's tables to anyone (operators have `kassen tables list`); a lobby sends the tokens of
 * the links it kept ("My tables") and gets back each table those tokens open — its public facts,
 * as `GET /api/tables/<id>` gives them. Tokens travel in the body, never in an address, so no
 * request log holds one.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { HeldTables } from "../protocol/api-types.ts";
import { publicTable } from "../public-table.ts";
import type { TableHub } from "../table/hub.ts";
import { hashToken } from "../tokens.ts";
import { issueLine } from "./request-limits.ts";

/** Tokens one request may ask about: a lobby keeps 50 tables, each one link. */
export const MAX_HELD_TOKENS = 100;

/** The body: the tokens of the caller's links (seats' or spectators'). */
const HeldTablesRequest = z
  .object({ tokens: z.array(z.string().min(1).max(128)).max(MAX_HELD_TOKENS) })
  .strict();

/** Registers the route. */
export function myTablesRoute(app: FastifyInstance, hub: TableHub): void {
  app.post("/api/tables/mine", async (req, reply) => {
    const parsed = HeldTablesRequest.safeParse(req.body);
    if (!parsed.success) return reply.code(400).send({ error: issueLine(parsed.error.issues) });
    // A token that opens nothing (unknown, or its table closed) adds nothing: the answer does
    // not say which of the tokens failed, only what the others open.
    const ids = new Set<string>();
    for (const token of new Set(parsed.data.tokens)) {
      const grant = await hub.store.findToken(hashToken(token));
      if (grant !== null) ids.add(grant.tableId);
    }
    const tables = [];
    for (const id of ids) {
      const t = await hub.store.getTable(id);
      if (t !== null) tables.push(publicTable(t));
    }
    tables.sort((a, b) => b.updatedAt - a.updatedAt);
    const answer: HeldTables = { tables };
    return answer;
  });
}
