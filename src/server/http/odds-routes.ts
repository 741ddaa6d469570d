/**
 * `POST /api/build/odds`: the card editor's odds beside the entry being edited (a ygo-trpg
 * monster's summon check for every character, a magical-girl weapon's hit chance and damage
 * against a defender), from the exact odds `kassen odds` answers over the shipped content merged
 * with the editor's pack (src/build/entry-odds.ts). The body is checked before any work, an
 * address has an allowance a minute, and the pack is content like any other: a bad one is a 400
 * naming its first problem.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { BUILD_SYSTEMS } from "../../build/content-schemas.ts";
import { entryOdds } from "../../build/entry-odds.ts";
import { KassenError } from "../../engine/index.ts";
import {
  BUILD_ODDS_PER_MINUTE,
  grouped,
  MAX_ID_CHARS,
  MAX_PACK_BYTES,
} from "../../shared/limits.ts";
import { AddressAllowance, issueLine } from "./request-limits.ts";

/** A JSON mapping. */
const Mapping = z.record(z.string(), z.unknown());

/** What the editor sends. */
const OddsBody = z.strictObject({
  system: z.string().max(MAX_ID_CHARS),
  list: z.string().max(MAX_ID_CHARS),
  entry: Mapping,
  pack: Mapping,
  lang: z.enum(["ja", "zh", "en"]),
  defender: z.string().max(MAX_ID_CHARS).optional(),
  skill: z.number().int().min(0).max(200).optional(),
});

/** Registers the editor's odds route. */
export function oddsRoutes(app: FastifyInstance): void {
  const allowance = new AddressAllowance(BUILD_ODDS_PER_MINUTE);
  app.post("/api/build/odds", { bodyLimit: MAX_PACK_BYTES + 16 * 1024 }, async (req, reply) => {
    const fail = (error: string) => reply.code(400).send({ error });
    const parsed = OddsBody.safeParse(req.body);
    if (!parsed.success) return fail(issueLine(parsed.error.issues));
    const ask = parsed.data;
    if (!BUILD_SYSTEMS.includes(ask.system))
      return fail(
        `system: expected one of ${BUILD_SYSTEMS.join(", ")}, got ${JSON.stringify(ask.system)}`,
      );
    if (ask.pack.system !== ask.system)
      return fail(`pack.system: expected "${ask.system}", the system asked about`);
    if (!allowance.take(req.ip))
      return reply.code(429).send({
        error: `too many odds asked from this address: at most ${grouped(BUILD_ODDS_PER_MINUTE)} a minute`,
      });
    try {
      return entryOdds(ask);
    } catch (err) {
      if (err instanceof KassenError) return fail(err.message.split("\n")[0]);
      throw err;
    }
  });
}
