/**
 * What the library accepts as an item: a content pack of its system, checked exactly as
 * `kassen validate` checks a pack file (the system's zod schemas, then every cross-reference with
 * the shipped content: a deck naming an unknown card, a shipped id without `replaces: true`),
 * every problem at its path in the validator's own words. A `deck` item is also one deck and the
 * own cards it uses, nothing else: what a seat needs to play its own deck.
 */
import { z } from "zod";
import { isPrepSystem, PREP_SYSTEMS } from "../../build/prepare/prep-types.ts";
import { KassenError } from "../../engine/index.ts";
import { echo, grouped, MAX_LIBRARY_TITLE_CHARS, MAX_PACK_BYTES } from "../../shared/limits.ts";
import { safeErrorLine } from "../../shared/safe-text.ts";
import { SYSTEM_ENTRIES } from "../../systems/registry.ts";
import { PACK_KEYS } from "../../systems/shared/content-sources.ts";
import { DataFileError, parseDataText } from "../../systems/shared/data-file.ts";
import type { LibraryKind } from "../store/types.ts";
import { acceptScenario, scenarioItemProblems, scenarioTooLarge } from "./library-scenario.ts";

/** Systems whose seats play a deck of their own (a `deck` item; `library:` of a new table). */
export const DECK_SYSTEMS: readonly string[] = ["vision", "geo-march"];

/** The lists a `deck` item may hold: its one deck and the cards it uses. */
const DECK_LISTS = ["cards", "decks"];

/** Problems one answer lists at most (a pack of 1,000 broken cards has thousands). */
export const MAX_PROBLEMS_SHOWN = 200;

/** One problem of a pack: its place (`cards[2].attack`, `` for the whole pack) and what is wrong. */
export interface PackProblem {
  path: string;
  message: string;
}

/** A library request that is refused: an HTTP status, one line, and a pack's problems if any. */
export class LibraryRefusal extends KassenError {
  constructor(
    message: string,
    readonly status = 400,
    readonly problems: PackProblem[] = [],
  ) {
    super(message);
  }
}

/** The body of `POST /api/library` and `PUT /api/library/:id`. */
export const LibraryBody = z.strictObject({
  system: z.string().min(1).max(40),
  kind: z.enum(["cards", "deck", "scenario"]),
  title: z.string().trim().min(1).max(MAX_LIBRARY_TITLE_CHARS),
  pack: z
    .record(z.string(), z.unknown())
    .optional()
    .describe("a content pack (a scenario item: the scenario)"),
  // Its size is checked in bytes (413), before it is parsed; the body limit bounds it anyway.
  yaml: z.string().optional().describe("a content pack's YAML text, or a scenario's (an import)"),
});
export type LibraryBody = z.infer<typeof LibraryBody>;

/** A pack accepted for the library: as stored (JSON text) and its size. */
export interface AcceptedPack {
  system: string;
  kind: LibraryKind;
  title: string;
  pack: Record<string, unknown>;
  /** The pack as JSON text, `system:` first. */
  text: string;
  bytes: number;
  /** A `deck` item's copies in its deck; a `cards` item's entries in `cards:`; a scenario's seats. */
  cards: number;
}

/** The system a library request names (a refusal listing those that take packs). */
export function packSystem(id: string): string {
  const known = Object.keys(SYSTEM_ENTRIES).filter((k) => SYSTEM_ENTRIES[k].packs !== undefined);
  if (!known.includes(id))
    throw new LibraryRefusal(
      `system: unknown system ${JSON.stringify(echo(id))} (systems: ${known.join(", ")})`,
    );
  return id;
}

/** Refuses a `deck` item of a system whose seats play no deck, a `scenario` of one not prepared. */
function checkKind(system: string, kind: LibraryKind): void {
  if (kind === "deck" && !DECK_SYSTEMS.includes(system))
    throw new LibraryRefusal(
      `kind: a deck item is for ${DECK_SYSTEMS.join(" or ")}; keep ${system} content as kind "cards"`,
    );
  if (kind === "scenario" && !isPrepSystem(system))
    throw new LibraryRefusal(
      `kind: a scenario item is a prepared battle of ${PREP_SYSTEMS.join(" or ")}, not ${system}`,
    );
}

/** A problem as it is sent: one line, controls escaped. */
function shownProblem(p: PackProblem): PackProblem {
  return { path: safeErrorLine(p.path), message: safeErrorLine(p.message) };
}

/**
 * Every problem of `pack` as an item of `kind` of `system`: the pack checked as `kassen validate`
 * checks a pack file, then what a deck item must be. None: it can be stored (and played).
 */
export function packProblems(
  system: string,
  kind: LibraryKind | undefined,
  pack: Record<string, unknown>,
): PackProblem[] {
  if (kind === "scenario") {
    checkKind(system, kind);
    if (!isPrepSystem(system)) throw new Error(`checkKind let ${system} through`);
    return scenarioItemProblems(system, pack).slice(0, MAX_PROBLEMS_SHOWN).map(shownProblem);
  }
  const store = SYSTEM_ENTRIES[system].packs;
  if (store === undefined) return [{ path: "", message: `${system} has no content packs` }];
  const problems: PackProblem[] = store
    .check([{ file: "pack", raw: pack }])
    .map((p) => ({ path: p.path, message: p.message }));
  if (kind === "deck") problems.push(...deckProblems(pack));
  return problems.slice(0, MAX_PROBLEMS_SHOWN).map(shownProblem);
}

/** What keeps a pack from being a deck item: lists besides cards and decks, not one deck. */
export function deckProblems(pack: Record<string, unknown>): PackProblem[] {
  const problems: PackProblem[] = [];
  for (const key of Object.keys(pack)) {
    if ((PACK_KEYS as readonly string[]).includes(key) || DECK_LISTS.includes(key)) continue;
    problems.push({
      path: key,
      message: `a deck item holds one deck and its own cards (cards:, decks:), not ${key}:`,
    });
  }
  const decks = Array.isArray(pack.decks) ? pack.decks.length : 0;
  if (decks !== 1)
    problems.push({ path: "decks", message: `a deck item holds exactly one deck, got ${decks}` });
  return problems;
}

/** A refusal holding a pack's problems: the first as its line, all of them listed. */
export function problemsRefusal(problems: PackProblem[]): LibraryRefusal {
  const first = problems[0];
  const more = problems.length - 1;
  const at = first.path === "" ? "pack" : `pack: at ${first.path}`;
  return new LibraryRefusal(
    `${at}: ${first.message}${more > 0 ? ` (and ${more} more)` : ""}`,
    400,
    problems,
  );
}

/** The pack of a YAML text (an import), or a refusal at the place YAML or the limits name. */
function yamlPack(text: string, kind: LibraryKind): Record<string, unknown> {
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes > MAX_PACK_BYTES)
    throw kind === "scenario"
      ? new LibraryRefusal(scenarioTooLarge("yaml", bytes), 413)
      : tooLarge("yaml", bytes);
  let data: unknown;
  try {
    data = parseDataText(text, "yaml", z.unknown());
  } catch (err) {
    if (!(err instanceof DataFileError)) throw err;
    const problem = shownProblem({ path: err.path, message: err.expected });
    throw new LibraryRefusal(safeErrorLine(err.message), 400, [problem]);
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    const what =
      kind === "scenario"
        ? "a scenario (a mapping with name:, system: and setup:)"
        : "a content pack (a mapping with system: and content lists)";
    throw new LibraryRefusal(`yaml: expected ${what}`, 400, [
      { path: "", message: `expected ${what}` },
    ]);
  }
  return data as Record<string, unknown>;
}

/** What a list shows as an item's size: a `deck` item's copies in its deck, else its cards. */
export function cardCount(kind: LibraryKind, pack: Record<string, unknown>): number {
  if (kind === "deck") {
    const deck = (Array.isArray(pack.decks) ? pack.decks[0] : undefined) as
      | { cards?: Record<string, unknown> }
      | undefined;
    return Object.values(deck?.cards ?? {}).reduce<number>(
      (n, c) => n + (typeof c === "number" ? c : 0),
      0,
    );
  }
  return Array.isArray(pack.cards) ? pack.cards.length : 0;
}

/** A pack over {@link MAX_PACK_BYTES}. */
function tooLarge(field: string, bytes: number): LibraryRefusal {
  return new LibraryRefusal(
    `${field}: ${grouped(bytes)} bytes: a pack is at most ${grouped(MAX_PACK_BYTES)} bytes`,
    413,
  );
}

/**
 * The pack with `system:` first (filled in when it is missing, as an inline pack's is), its JSON
 * text and size (refused over {@link MAX_PACK_BYTES}, before any check).
 */
export function sizedPack(
  system: string,
  pack: Record<string, unknown>,
): { pack: Record<string, unknown>; text: string; bytes: number } {
  const { system: own, ...rest } = pack;
  const whole = { system: own ?? system, ...rest };
  const text = JSON.stringify(whole);
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes > MAX_PACK_BYTES) throw tooLarge("pack", bytes);
  return { pack: whole, text, bytes };
}

/**
 * A library body accepted: its pack (given, or read from its YAML), sized, and checked as the
 * item's kind. Throws a LibraryRefusal (400 with every problem at its path; 413 too large).
 */
export function acceptPack(body: LibraryBody): AcceptedPack {
  const system = packSystem(body.system);
  checkKind(system, body.kind);
  if ((body.pack === undefined) === (body.yaml === undefined))
    throw new LibraryRefusal(
      "body: expected pack (a content pack) or yaml (its YAML text), one of the two",
    );
  const raw = body.pack ?? yamlPack(body.yaml as string, body.kind);
  if (body.kind === "scenario") return acceptedScenario(body, system, raw);
  const sized = sizedPack(system, raw);
  const problems = packProblems(system, body.kind, sized.pack);
  if (problems.length > 0) throw problemsRefusal(problems);
  return {
    system,
    kind: body.kind,
    title: body.title,
    ...sized,
    cards: cardCount(body.kind, sized.pack),
  };
}

/** A scenario item accepted: sized as an uploaded scenario, read and checked as a prepared battle. */
function acceptedScenario(
  body: LibraryBody,
  system: string,
  raw: Record<string, unknown>,
): AcceptedPack {
  const bytes = Buffer.byteLength(JSON.stringify(raw), "utf8");
  if (bytes > MAX_PACK_BYTES) throw new LibraryRefusal(scenarioTooLarge("pack", bytes), 413);
  if (!isPrepSystem(system)) throw new Error(`checkKind let ${system} through`);
  const got = acceptScenario(system, raw);
  if ("problems" in got)
    throw problemsRefusal(got.problems.slice(0, MAX_PROBLEMS_SHOWN).map(shownProblem));
  return {
    system,
    kind: "scenario",
    title: body.title,
    pack: got.pack,
    text: got.text,
    bytes: got.bytes,
    cards: got.seats,
  };
}
