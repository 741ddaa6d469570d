/**
 * Making a table from a request: a system's new game or an uploaded scenario, a secret seed
 * from the operating system's generator, opaque card ids, and a secret token per seat (returned
 * once, stored only as a hash) plus a spectator token.
 */
import { randomInt } from "node:crypto";
import { z } from "zod";
import { makeBot } from "../bots/registry.ts";
import { type BattleInit, type Json, KassenError, LANGS, type Lang } from "../engine/index.ts";
import { type LoadedScenario, parseScenario, scenarioInit } from "../scenario/load.ts";
import type { Scenario } from "../scenario/schema.ts";
import { optionIssues } from "../scenario/system-options.ts";
import { echo, MAX_FILE_BYTES } from "../shared/limits.ts";
import { SYSTEM_ENTRIES, type SystemEntry } from "../systems/registry.ts";
import { renderPath } from "../systems/shared/data-file.ts";
import type { NewTable, SeatKind } from "./store/types.ts";
import { hashToken, newTableId, newToken } from "./tokens.ts";

/** Seats a GM or KP sits in: a person there gets the GM/KP's tools. */
export const GM_SEATS: readonly string[] = ["gm", "kp"];

const LangField = z.enum(LANGS as [Lang, ...Lang[]]);

/** Options one request may set (each system has about a dozen). */
const MAX_OPTIONS = 32;

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
  mode: z
    .string()
    .min(1)
    .max(20)
    .optional()
    .describe("a new game's form, one of the system's modes (magical-girl: battle, duel, …)"),
  options: z
    .record(z.string().max(40), z.union([z.string().max(100), z.number(), z.boolean()]))
    .refine((o) => Object.keys(o).length <= MAX_OPTIONS, `at most ${MAX_OPTIONS} options`)
    .optional()
    .describe("house rules and readings, as a scenario's options: (checked per system)"),
  carryFrom: z
    .strictObject({
      table: z.string().min(1).max(64),
      token: z.string().min(1).max(128).describe("one of that table's links' tokens"),
    })
    .optional()
    .describe("a finished table of the same campaign, whose end state this battle starts from"),
  talk: z
    .strictObject({
      spectators: z
        .boolean()
        .default(false)
        .describe("whether spectators see the table's public talk (default: they see none)"),
    })
    .optional()
    .describe("table talk (issue 31): who besides the seats may read it"),
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

/** The system a request names (CreateError listing the systems there are). */
export function requestedSystem(id: string): SystemEntry {
  if (!Object.hasOwn(SYSTEM_ENTRIES, id))
    throw new CreateError(
      `system: unknown system ${JSON.stringify(echo(id))} (systems: ${Object.keys(SYSTEM_ENTRIES).join(", ")})`,
    );
  return SYSTEM_ENTRIES[id];
}

/**
 * An uploaded scenario's text, parsed for a table of `systemId` (CreateError when it is another
 * system's; the scenario's own DataFileError when it does not load).
 */
export function uploadedScenario(systemId: string, text: string): LoadedScenario {
  // Inline packs only: the server opens no file a client names (docs/server.md).
  const loaded = parseScenario(text, "scenario", { upload: true });
  if (loaded.scenario.system !== systemId)
    throw new CreateError(
      `scenario: at system: it is a ${loaded.scenario.system} scenario, not ${systemId}`,
    );
  return loaded;
}

/** The options a request sets, checked as a scenario's are (CreateError naming the option). */
function requestOptions(system: string, options: Record<string, Json> | undefined) {
  if (options === undefined) return {};
  // Packs name files: only a scenario's own `content:` (checked by its loader) may bring them.
  if (Object.hasOwn(options, "content"))
    throw new CreateError(
      "options.content: content packs come inside an uploaded scenario (content:), not as an option",
    );
  const issue = optionIssues(system, options)[0];
  if (issue !== undefined) throw new CreateError(`${issue.path}: ${issue.message}`);
  return options;
}

/** The request's mode of a new game, if it names one (CreateError for a mode the system lacks). */
function requestedMode(
  entry: SystemEntry,
  req: CreateTableRequest,
): NonNullable<SystemEntry["modes"]>[string] | undefined {
  if (req.mode === undefined) return undefined;
  const modes = entry.modes ?? {};
  if (!Object.hasOwn(modes, req.mode))
    throw new CreateError(
      Object.keys(modes).length === 0
        ? `mode: ${req.system} has one form of new game: leave mode out`
        : `mode: unknown mode ${JSON.stringify(req.mode)} (modes: ${Object.keys(modes).join(", ")})`,
    );
  return modes[req.mode];
}

/** The battle a request starts: its init, title and any bots its scenario names. */
function battleOf(
  req: CreateTableRequest,
  carry: Json | undefined,
  uploaded: Scenario | undefined,
): {
  init: BattleInit;
  title: string;
  bots: Record<string, string>;
} {
  const entry = requestedSystem(req.system);
  const options = requestOptions(req.system, req.options);
  // 53 bits from the OS's generator (crypto's randomInt reaches 2^48 at most, so two draws): a
  // player cannot search them for the one that deals the cards and ids it sees.
  const seed = randomInt(0, 2 ** 21) * 2 ** 32 + randomInt(0, 2 ** 32);
  const carried = (setup: Json): Json => {
    if (carry === undefined) return setup;
    const apply = entry.system.carry?.apply;
    if (apply === undefined)
      throw new CreateError(`carryFrom: a ${req.system} battle carries nothing into the next`);
    return apply(setup, carry);
  };
  if (req.scenario !== undefined) {
    if (req.mode !== undefined)
      throw new CreateError(
        "mode: an uploaded scenario sets its own form (setup.mode): leave mode out",
      );
    const scenario = uploaded ?? uploadedScenario(req.system, req.scenario).scenario;
    const init = scenarioInit(scenario, seed);
    return {
      init: {
        ...init,
        setup: carried(init.setup),
        options: { ...init.options, ...options },
        ids: "opaque",
      },
      title: req.title ?? scenario.name,
      bots: (scenario.bots ?? {}) as Record<string, string>,
    };
  }
  if (entry.newGame === undefined)
    throw new CreateError(`scenario: ${req.system} has no new-game setup: upload a scenario`);
  const mode = requestedMode(entry, req);
  const lang = req.lang ?? entry.system.lang;
  const name = entry.system.name[lang];
  return {
    init: {
      seed,
      setup: carried(mode?.setup ?? entry.newGame),
      options,
      pinned: [],
      ids: "opaque",
    },
    // Named in the table's language: the title heads every seat's page.
    title:
      req.title ??
      (mode === undefined ? name : `${name}${lang === "en" ? ": " : "："}${mode.name[lang]}`),
    bots: {},
  };
}

/**
 * The GM's/KP's tools follow who sits there, unless the request or scenario sets them: a
 * person there gets them (what a GM at the table expects), a bot never (it would adjust at random).
 */
function withTools(
  entry: SystemEntry,
  init: BattleInit,
  kinds: Record<string, SeatKind>,
): BattleInit {
  const tools = entry.gmTools;
  if (tools === undefined) return init;
  const gm = Object.keys(kinds).find((s) => GM_SEATS.includes(s));
  if (gm === undefined) return init;
  const preset = kinds[gm] === "bot" ? tools.off : tools.on;
  const set = init.options ?? {};
  const unset = Object.fromEntries(Object.entries(preset).filter(([k]) => !Object.hasOwn(set, k)));
  return { ...init, options: { ...unset, ...set } };
}

/**
 * Builds a table from a validated request (throws CreateError or the scenario's DataFileError).
 * `uploaded`: the request's scenario already parsed and checked for its system (off the event
 * loop, upload-parser.ts); absent, it is parsed here.
 */
export function createTable(
  req: CreateTableRequest,
  now = Date.now(),
  carry?: Json,
  uploaded?: Scenario,
): Created {
  const made = battleOf(req, carry, uploaded);
  const { title, bots } = made;
  const entry = SYSTEM_ENTRIES[req.system];
  const system = entry.system;
  const seats = system.create(made.init).seats;
  for (const s of Object.keys(req.seats ?? {})) {
    if (!seats.includes(s))
      throw new CreateError(
        `${renderPath(["seats", s])}: not a seat of this ${req.system} battle (seats: ${seats.join(", ")})`,
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
  const kinds = Object.fromEntries(rows.map((r) => [r.seat, r.kind]));
  const init = withTools(entry, made.init, kinds);
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
      talkSpectators: req.talk?.spectators === true,
    },
    tokens,
    spectatorToken,
  };
}
