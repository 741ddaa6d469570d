/**
 * Making a table from a request: a system's new game or an uploaded scenario, a secret seed
 * from the operating system's generator, opaque card ids, and a secret token per seat (returned
 * once, stored only as a hash) plus a spectator token.
 */
import { randomInt } from "node:crypto";
import { z } from "zod";
import { makeBot } from "../bots/registry.ts";
import { type BattleInit, KassenError, LANGS, type Lang } from "../engine/index.ts";
import { type LoadedScenario, parseScenario, scenarioInit } from "../scenario/load.ts";
import { MAX_FILE_BYTES } from "../shared/limits.ts";
import { SYSTEM_ENTRIES, type SystemEntry } from "../systems/registry.ts";
import type { NewTable, SeatKind } from "./store/types.ts";
import { hashToken, newTableId, newToken } from "./tokens.ts";

/** Seats a GM or KP sits in: a person there gets the GM/KP's tools. */
export const GM_SEATS: readonly string[] = ["gm", "kp"];

const LangField = z.enum(LANGS as [Lang, ...Lang[]]);

/** One seat in a create request. */
const SeatRequest = z.strictObject({
  kind: z.enum(["person", "bot"]).default("person"),
  bot: z.string().min(1).max(40).optional().describe("random, greedy, mcts:N (as the CLI)"),
  lang: LangField.optional(),
});

/** The body of `POST /api/tables`. */
export const CreateTableRequest = z.strictObject({
  system: z.string().min(1).max(40),
  scenario: z
    .string()
    .max(MAX_FILE_BYTES)
    .optional()
    .describe("a scenario file's text (YAML or JSON)"),
  title: z.string().min(1).max(100).optional(),
  lang: LangField.optional(),
  seats: z.record(z.string().max(20), SeatRequest).optional(),
});

/** A create request, parsed. */
export type CreateTableRequest = z.infer<typeof CreateTableRequest>;

/** A request that cannot make a table: one line saying where and what. */
export class CreateError extends KassenError {}

/** The table to store and the secret tokens to hand out (once). */
export interface Created {
  table: NewTable;
  tokens: Record<string, string>;
  spectatorToken: string;
}

/** The battle a request starts: its init, title and any bots its scenario names. */
/** The system a request names (CreateError listing the systems there are). */
export function requestedSystem(id: string): SystemEntry {
  if (!Object.hasOwn(SYSTEM_ENTRIES, id))
    throw new CreateError(
      `system: unknown system "${id}" (systems: ${Object.keys(SYSTEM_ENTRIES).join(", ")})`,
    );
  return SYSTEM_ENTRIES[id];
}

/**
 * An uploaded scenario's text, parsed for a table of `systemId` (CreateError when it is another
 * system's; the scenario's own DataFileError when it does not load).
 */
export function uploadedScenario(systemId: string, text: string): LoadedScenario {
  const loaded = parseScenario(text, "scenario");
  if (loaded.scenario.system !== systemId)
    throw new CreateError(
      `scenario: at system: it is a ${loaded.scenario.system} scenario, not ${systemId}`,
    );
  return loaded;
}

function battleOf(req: CreateTableRequest): {
  init: BattleInit;
  title: string;
  bots: Record<string, string>;
} {
  const entry = requestedSystem(req.system);
  // 53 bits from the OS's generator (crypto's randomInt reaches 2^48 at most, so two draws): a
  // player cannot search them for the one that deals the cards and ids it sees.
  const seed = randomInt(0, 2 ** 21) * 2 ** 32 + randomInt(0, 2 ** 32);
  if (req.scenario !== undefined) {
    const { scenario } = uploadedScenario(req.system, req.scenario);
    return {
      init: { ...scenarioInit(scenario, seed), ids: "opaque" },
      title: req.title ?? scenario.name,
      bots: (scenario.bots ?? {}) as Record<string, string>,
    };
  }
  if (entry.newGame === undefined)
    throw new CreateError(`scenario: ${req.system} has no new-game setup: upload a scenario`);
  return {
    init: { seed, setup: entry.newGame, options: {}, pinned: [], ids: "opaque" },
    title: req.title ?? `${entry.system.name.en}`,
    bots: {},
  };
}

/** Builds a table from a validated request (throws CreateError or the scenario's DataFileError). */
export function createTable(req: CreateTableRequest, now = Date.now()): Created {
  const { init, title, bots } = battleOf(req);
  const system = SYSTEM_ENTRIES[req.system].system;
  const seats = system.create(init).seats;
  for (const s of Object.keys(req.seats ?? {})) {
    if (!seats.includes(s))
      throw new CreateError(
        `seats.${s}: not a seat of this ${req.system} battle (seats: ${seats.join(", ")})`,
      );
  }
  const lang = req.lang ?? system.lang;
  const tokens: Record<string, string> = {};
  const rows: NewTable["seats"] = seats.map((seat) => {
    const r = req.seats?.[seat];
    const bot = r?.kind === "bot" ? (r.bot ?? "random") : r === undefined ? bots[seat] : undefined;
    if (r?.kind !== "bot" && r?.bot !== undefined)
      throw new CreateError(`seats.${seat}.bot: only a seat of kind "bot" plays by a bot`);
    if (bot !== undefined) {
      try {
        makeBot(bot, 1);
      } catch (e) {
        throw new CreateError(`seats.${seat}.bot: ${(e as Error).message}`);
      }
    }
    const kind: SeatKind = bot !== undefined ? "bot" : GM_SEATS.includes(seat) ? "gm" : "person";
    const token = newToken();
    if (kind !== "bot") tokens[seat] = token;
    return { seat, kind, bot: bot ?? null, lang: r?.lang ?? lang, tokenHash: hashToken(token) };
  });
  const spectatorToken = newToken();
  return {
    table: {
      id: newTableId(),
      system: req.system,
      init: JSON.stringify(init),
      title,
      createdAt: now,
      seats: rows,
      spectatorTokenHash: hashToken(spectatorToken),
    },
    tokens,
    spectatorToken,
  };
}
