/**
 * Determinization: a full battle a seat could be in, given only what it can see. The identities
 * of cards hidden from the seat (its deck, an opponent's hand, face-down cards) are dealt again
 * at random among the hidden places of their owner, and the generator is reseeded, so the future
 * dice are unknown too. Search bots plan on such samples — they never read where a hidden card
 * really is.
 *
 * What moves is a card's identity (definition, printed and current stats, and its entries in the
 * tables the system names `RuleSystem.identityTables`); the place keeps its own state (a node's
 * sleep flag, when a card was set), which the seat can see. The hidden
 * cards' ids are not kept either: each hidden place gets a fresh id (`h1`, `h2`, … in canonical
 * place order) everywhere the id occurs in the state — zones, tasks, the stack, flags, system
 * data, composite ids — so a sample carries no id a view does not (an id can name a card, and
 * even an opaque one would tie the sample to the real battle).
 * Identities mix within an owner's hidden piles (hand, deck, face-down nodes) and, separately,
 * within its hidden field places (set cards) — or within the pools the system names
 * (`RuleSystem.hiddenPool`) — so a card never lands where it could not be.
 *
 * The reading: each owner's hidden cards, as a set, are known (open deck lists, as at a
 * tournament); which hidden place holds which is not. Identities are dealt from a canonical
 * (sorted) order — by definition, then printed and current stats, then table entries, so that
 * copies of one definition a setup changed by hand are told apart — and two battles that differ
 * only in where hidden cards lie give identical samples for the same seed. Known gap: the set of an owner's hidden *field* cards is kept.
 */
import { Battle } from "./battle.ts";
import { NO_ATTACHED, ownCard } from "./card-records.ts";
import { rewriteIds, rewriteString } from "./rewrite-ids.ts";
import { seedRng, shuffleInPlace } from "./rng.ts";
import { copyFlags, copyUnfrozen, forkState } from "./state.ts";
import type { BattleState, CardState, Json, Seat } from "./types.ts";
import { seesZone } from "./view.ts";

/**
 * A copy of `b` in which the identities of the cards hidden from `seat` are re-dealt at random
 * among their owner's hidden places and their ids replaced by fresh ones, the generator is
 * reseeded from `seed`, pinned dice are dropped and the log is off (and empty).
 */
export function determinize(b: Battle, seat: Seat, seed: number): Battle {
  // One sample: the prototype itself becomes it.
  const { proto, deals } = prepare(b, seat);
  return deal(b, proto, deals, seed, false);
}

/**
 * Draws samples of `b` for `seat`, as {@link determinize} does for each seed, for as long as
 * `b` does not change (a search bot draws one per playout, all of the same decision).
 *
 * The fresh ids do not depend on the seed, nor does anything but the dealing: so the renaming
 * walk is done once, on a prototype that keeps every card's real identity, and a sample is a
 * copy of the prototype with the hidden identities dealt. Renaming never touches an identity
 * (definition, printed and current stats), so this is exactly "deal, then rename"
 * (test/bots/determinize-pinned.test.ts pins the samples byte for byte).
 */
export function sampler(b: Battle, seat: Seat): (seed: number) => Battle {
  const { proto, deals } = prepare(b, seat);
  // The prototype's cards are never written: they are the identities of every sample.
  return (seed) => deal(b, forkState(proto), deals, seed, true);
}

/** Where hidden identities are dealt: a group's places and its identities in canonical order. */
interface Deal {
  places: string[];
  identities: CardState[];
  /**
   * Per identity, its entry in each of the system's identity tables (undefined: none); null when
   * no identity of the group has any (then no place of the group is a key of a table).
   */
  extras: (Json | undefined)[][] | null;
}

/** A hidden identity while a group is put in canonical order. */
interface Identity {
  card: CardState;
  extra: (Json | undefined)[];
}

/** The renamed prototype of the samples of `b` for `seat`, and what to deal in it. */
function prepare(b: Battle, seat: Seat): { proto: BattleState; deals: Deal[] } {
  const src = b.state;
  // Everything but the cards and zones as a fork copies it, keys in the same order (the JSON
  // text is hashed). The log and the history can be long and a sample needs neither.
  const s = {} as Record<string, unknown>;
  const from = src as unknown as Record<string, unknown>;
  for (const k in from) {
    s[k] =
      k === "log" || k === "history"
        ? []
        : k === "cards" || k === "zones"
          ? null
          : copyUnfrozen(from[k]);
  }
  const proto = s as unknown as BattleState;
  proto.logOn = false;
  proto.pinned = [];
  const groups = hiddenGroups(b, seat);
  const table = renameTable(src, groups);
  copyRenamed(src, proto, table);
  if (table.size > 0) {
    proto.mods = rewriteIds(proto.mods, table, false);
    proto.stack = rewriteIds(proto.stack, table, false);
    proto.tasks = rewriteIds(proto.tasks, table, false);
    proto.triggers = rewriteIds(proto.triggers, table, false);
    proto.pending = rewriteIds(proto.pending, table, false);
    proto.x = rewriteIds(proto.x, table, false);
  }
  // Each group's places (fresh ids, canonical place order) and the identities to deal among
  // them, in canonical order: by definition, then what a setup may have changed by hand (stats,
  // table entries). Identities alike in all of it keep their place order, which then does not
  // show in the sample: they deal the same.
  const tables = b.system.identityTables ?? NO_TABLES;
  const deals: Deal[] = [];
  for (const key of [...groups.keys()].sort()) {
    const places = (groups.get(key) as string[]).map((id) => table.get(id) ?? id);
    const ids: Identity[] = places.map((id) => ({
      card: proto.cards[id],
      extra: tables.length === 0 ? NO_EXTRA : tables.map((t) => entryOf(proto, t, id)),
    }));
    ids.sort(compareIdentities);
    const some = ids.some((i) => i.extra.some((e) => e !== undefined));
    deals.push({
      places,
      identities: ids.map((i) => i.card),
      extras: some ? ids.map((i) => i.extra) : null,
    });
  }
  return { proto, deals };
}

const NO_TABLES: readonly string[] = [];
/** The entries of an identity when the system names no tables (shared, never written). */
const NO_EXTRA: (Json | undefined)[] = [];

/** Card `id`'s entry in the identity table `t` of the system's data (undefined: none). */
function entryOf(s: BattleState, t: string, id: string): Json | undefined {
  const tab = s.x[t];
  if (typeof tab !== "object" || tab === null || Array.isArray(tab)) return undefined;
  return Object.hasOwn(tab, id) ? tab[id] : undefined;
}

/** The canonical order of hidden identities: definition, printed and current stats, entries. */
function compareIdentities(x: Identity, y: Identity): number {
  const a = x.card;
  const b = y.card;
  if (a.def !== b.def) return a.def < b.def ? -1 : 1;
  return (
    compareStats(a.base, b.base) ||
    compareStats(a.stats, b.stats) ||
    compareExtras(x.extra, y.extra)
  );
}

/** Stat records by value, stat names in sorted order (a missing stat first). */
function compareStats(a: Record<string, number>, b: Record<string, number>): number {
  if (a === b) return 0;
  let n = 0;
  let same = true;
  for (const k in a) {
    n++;
    if (a[k] !== b[k]) same = false;
  }
  for (const _ in b) n--;
  if (same && n === 0) return 0;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  for (const k of keys) {
    const x = a[k];
    const y = b[k];
    if (x === y) continue;
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** Table entries, table by table: none first, then by their JSON text. */
function compareExtras(a: (Json | undefined)[], b: (Json | undefined)[]): number {
  for (let t = 0; t < a.length; t++) {
    if (a[t] === b[t]) continue;
    if (a[t] === undefined) return -1;
    if (b[t] === undefined) return 1;
    const x = JSON.stringify(a[t]);
    const y = JSON.stringify(b[t]);
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * Makes `state` (a copy of the prototype, or the prototype itself) the sample for `seed`: its
 * seed and generator, the hidden identities dealt. `copy`: the identities are the prototype's,
 * shared with other samples, so their values are copied as a fork copies them.
 */
function deal(b: Battle, state: BattleState, deals: Deal[], seed: number, copy: boolean): Battle {
  state.seed = seed;
  state.rng = seedRng(seed);
  // Hidden places whose group carries table entries, and the entries dealt to each.
  let entries: [string, (Json | undefined)[]][] | null = null;
  for (const { places, identities, extras } of deals) {
    const dealt = identities.map((c, i) => ({
      def: c.def,
      base: c.base,
      stats: c.stats,
      extra: extras === null ? undefined : extras[i],
    }));
    shuffleInPlace(state, dealt);
    for (let k = 0; k < places.length; k++) {
      const c = ownCard(state, places[k]);
      const { def, base, stats, extra } = dealt[k];
      c.def = def;
      c.base = copy ? (copyUnfrozen(base) as typeof base) : base;
      c.stats = copy ? (copyUnfrozen(stats) as typeof stats) : stats;
      if (extra !== undefined) (entries ??= []).push([places[k], extra]);
    }
  }
  if (entries !== null) dealTables(b.system.identityTables ?? NO_TABLES, state, entries);
  // The shuffles above used the fresh generator; start the future dice from the seed again so
  // they do not depend on how many cards were hidden.
  state.rng = seedRng(seed ^ 0x2c1b3c6d);
  const sample = new Battle(b.system, state);
  // The real start (and its seed) stays behind: a sample is not the battle it was drawn from.
  sample.init = null;
  sample.dirty = true;
  return sample;
}

/**
 * Each identity table rebuilt with the dealt entries: first the entries of the cards the seat
 * sees, in their order, then those of the hidden places in canonical place order — so neither
 * an entry's key nor its position in the table says where a card really is.
 */
function dealTables(
  tables: readonly string[],
  state: BattleState,
  entries: [string, (Json | undefined)[]][],
): void {
  const hidden = new Set(entries.map(([place]) => place));
  for (let t = 0; t < tables.length; t++) {
    const old = state.x[tables[t]] as Record<string, Json> | undefined;
    const out: Record<string, Json> = {};
    if (old !== undefined) for (const k in old) if (!hidden.has(k)) out[k] = old[k];
    for (const [place, extra] of entries) {
      const e = extra[t];
      if (e !== undefined) out[place] = copyUnfrozen(e) as Json;
    }
    if (old !== undefined || Object.keys(out).length > 0) state.x[tables[t]] = out;
  }
}

/** Hidden places (card ids in canonical order), grouped by owner and pool. */
function hiddenGroups(b: Battle, seat: Seat): Map<string, string[]> {
  const s = b.state;
  const groups = new Map<string, string[]>();
  for (const zone of Object.keys(s.zones).sort()) {
    if (seesZone(b.system, zone, seat)) continue;
    const pool = b.system.hiddenPool?.(zone) ?? (b.system.isField(zone) ? "field" : "pile");
    for (const id of s.zones[zone]) {
      const key = `${s.cards[id].owner}\t${pool}`;
      let g = groups.get(key);
      if (g === undefined) groups.set(key, (g = []));
      g.push(id);
    }
  }
  return groups;
}

/** A fresh id for every hidden place, in canonical place order. */
function renameTable(s: BattleState, groups: Map<string, string[]>): Map<string, string> {
  const table = new Map<string, string>();
  let n = 0;
  for (const key of [...groups.keys()].sort()) {
    for (const id of groups.get(key) as string[]) {
      let fresh: string;
      // A setup may name its cards anything: skip a fresh id that a visible card already has.
      do fresh = `h${++n}`;
      while (s.cards[fresh] !== undefined && !table.has(fresh));
      table.set(id, fresh);
    }
  }
  return table;
}

/**
 * A card's flags through `table`, as `rewriteIds(copyFlags(f), table, false)` would give them:
 * keys and string values through the memo while no key is renamed (the usual case), else the
 * generic walker on a copy (its own: copyFlags shares frozen flags, and the walker writes).
 */
function renamedFlags(
  f: CardState["f"],
  table: ReadonlyMap<string, string>,
  rewrite: (text: string) => string,
): CardState["f"] {
  for (const k in f) if (rewrite(k) !== k) return rewriteIds({ ...copyFlags(f) }, table, false);
  const out: CardState["f"] = {};
  for (const k in f) {
    const v = f[k];
    out[k] =
      typeof v === "string"
        ? rewrite(v)
        : typeof v === "object" && v !== null
          ? rewriteIds(copyUnfrozen(v) as typeof v, table, false)
          : v;
  }
  return out;
}

/**
 * Fills the prototype's cards and zones from the real battle's in one pass: each card copied (as
 * a fork copies it) under its new id, and every id in it renamed. Zone names, flag keys and values repeat across cards: each distinct string is
 * rewritten once.
 */
function copyRenamed(src: BattleState, s: BattleState, table: ReadonlyMap<string, string>): void {
  const memo = new Map<string, string>();
  const rewrite = (text: string): string => {
    let r = memo.get(text);
    if (r === undefined) {
      r = rewriteString(text, table);
      memo.set(text, r);
    }
    return r;
  };
  const renaming = table.size > 0;
  const cards: BattleState["cards"] = {};
  for (const id in src.cards) {
    const c = src.cards[id];
    const nid = table.get(id) ?? id;
    const attached = c.attached;
    // Keys in addCard's order: the state's JSON text (and hash) must not change.
    cards[nid] = {
      id: nid,
      def: c.def,
      owner: c.owner,
      zone: renaming ? rewrite(c.zone) : c.zone,
      attached: attached.length === 0 ? NO_ATTACHED : attached.map((a) => table.get(a) ?? a),
      base: copyUnfrozen(c.base) as Record<string, number>,
      stats: copyUnfrozen(c.stats) as Record<string, number>,
      f: renaming ? renamedFlags(c.f, table, rewrite) : copyFlags(c.f),
    };
  }
  s.cards = cards;
  const zones: BattleState["zones"] = {};
  for (const zone in src.zones) {
    const ids = src.zones[zone];
    const out = new Array<string>(ids.length);
    for (let i = 0; i < ids.length; i++) out[i] = table.get(ids[i]) ?? ids[i];
    zones[zone] = out;
  }
  s.zones = zones;
}
