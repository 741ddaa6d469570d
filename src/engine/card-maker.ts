/**
 * Making cards from a setup: unique ids, unknown content ids and reused ids reported as
 * SetupErrors at their place in the setup. Every system's setup uses it.
 *
 * Ids come in two kinds (`BattleInit.ids`). Readable ids (`reisen-1`, `reisen-2`, … unless the
 * setup names one) suit scenarios and tests, whose scripts name cards. Opaque ids (`k3f9xq`) are
 * for played battles: an id that reaches a seat — in an option, an event, a view — must not
 * name the card, and a readable id spells its definition. Opaque ids are drawn from a stream of
 * their own derived from the seed, not from the battle's generator: the dice and shuffles of a
 * seed stay what they were, and replays stay exact (the replay records which kind it used).
 */

import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { SetupError } from "./errors.ts";
import { seedRng } from "./rng.ts";
import type { BattleState, CardState, Json, Seat } from "./types.ts";
import { addCard } from "./zones.ts";

/** A card as a setup names it: a content id, or a content id with an explicit card id. */
export type CardEntry = string | { card: string; id?: string };

/** What the system knows of a content id: its printed base values and starting flags. */
export type CardDescriber = (
  def: string,
) => { base: Record<string, number>; f?: Record<string, Json> } | undefined;

/** How a battle names its cards (see the module comment). */
export type IdKind = "readable" | "opaque";

/** Letters and digits of opaque ids; the first is always a letter (never an array-index key). */
const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const ALNUM = `${LETTERS}0123456789`;

/**
 * The raw stream of opaque ids for a battle seeded with `seed` (six characters, a letter first),
 * before any is refused for being taken: {@link opaqueIds} draws from it, and a setup template
 * (shared/setup-template.ts) draws the same ids for a battle it copies.
 */
export function opaqueIdStream(seed: number): () => string {
  const g = xoroshiro128plusFromState(seedRng(seed, 0x6a09e667));
  const char = (set: string): string => set[(g.next() >>> 0) % set.length];
  return () => {
    let id = char(LETTERS);
    for (let i = 0; i < 5; i++) id += char(ALNUM);
    return id;
  };
}

/** What {@link recordOpaqueIds} saw: streams opened and the ids handed out, in order. */
export interface OpaqueDraws {
  streams: number;
  ids: string[];
}

/** The recording under way, if any (setup is synchronous, so one at a time). */
let recording: OpaqueDraws | null = null;

/**
 * Runs `build` (a setup) and notes the opaque ids it hands out, in order, and how many id
 * sources it opened: a setup template maps the ids of the battle it keeps to another battle's
 * when exactly one source drew them (shared/setup-template.ts).
 */
export function recordOpaqueIds<T>(build: () => T): { result: T; draws: OpaqueDraws } {
  const outer = recording;
  const draws: OpaqueDraws = { streams: 0, ids: [] };
  recording = draws;
  try {
    return { result: build(), draws };
  } finally {
    recording = outer;
  }
}

/**
 * A source of opaque card ids for a battle seeded with `seed`: six characters, a letter first,
 * never one of the ids already in `state`.
 */
export function opaqueIds(state: BattleState): () => string {
  const next = opaqueIdStream(state.seed);
  const rec = recording;
  if (rec !== null) rec.streams++;
  return () => {
    let id: string;
    do id = next();
    while (state.cards[id] !== undefined);
    rec?.ids.push(id);
    return id;
  };
}

/**
 * A function that creates cards in `state`: with readable ids numbered per content id, or with
 * opaque ids (`kind`). An id the setup gives is kept either way.
 */
export function cardMaker(
  state: BattleState,
  describe: CardDescriber,
  kind: IdKind = "readable",
): (entry: CardEntry, owner: Seat, zone: string, path: string) => CardState {
  const counts: Record<string, number> = {};
  const opaque = kind === "opaque" ? opaqueIds(state) : null;
  return (entry, owner, zone, path) => {
    const e = typeof entry === "string" ? { card: entry } : entry;
    const d = describe(e.card);
    if (d === undefined) throw new SetupError(path, `unknown card "${e.card}"`);
    let id = e.id;
    if (id === undefined && opaque !== null) id = opaque();
    if (id === undefined) {
      do {
        counts[e.card] = (counts[e.card] ?? 0) + 1;
        id = `${e.card}-${counts[e.card]}`;
      } while (state.cards[id] !== undefined);
    }
    if (state.cards[id] !== undefined) throw new SetupError(path, `card id "${id}" is used twice`);
    return addCard(state, { id, def: e.card, owner, zone, base: d.base, f: d.f ?? {} });
  };
}
