/**
 * Determinization: a full battle a seat could be in, given only what it can see. The identities
 * of cards hidden from the seat (its deck, an opponent's hand, face-down cards) are dealt again
 * at random among the hidden places of their owner, and the generator is reseeded, so the future
 * dice are unknown too. Search bots plan on such samples — they never read where a hidden card
 * really is.
 *
 * What moves is a card's identity (definition, printed and current stats); the place keeps its
 * own state (a node's sleep flag, when a card was set), which the seat can see. The hidden
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
 * (sorted) order, so two battles that differ only in where hidden cards lie give identical
 * samples for the same seed. Known gap: the set of an owner's hidden *field* cards is kept.
 */
import { Battle } from "./battle.ts";
import { rewriteIds, rewriteString } from "./rewrite-ids.ts";
import { seedRng, shuffleInPlace } from "./rng.ts";
import { copyFlags, copyUnfrozen } from "./state.ts";
import type { BattleState, CardState, Seat } from "./types.ts";
import { seesZone } from "./view.ts";

/**
 * A copy of `b` in which the identities of the cards hidden from `seat` are re-dealt at random
 * among their owner's hidden places and their ids replaced by fresh ones, the generator is
 * reseeded from `seed`, pinned dice are dropped and the log is off (and empty).
 *
 * Samples are drawn per playout, so the card table (the bulk of a state) is copied in one pass
 * that deals and renames as it copies, rather than forked and then walked again. The result is
 * exactly what forking, dealing and renaming in turn gives (test/bots/determinize-pinned.test.ts).
 */
export function determinize(b: Battle, seat: Seat, seed: number): Battle {
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
  const state = s as unknown as BattleState;
  state.seed = seed;
  state.logOn = false;
  state.pinned = [];
  state.rng = seedRng(seed);
  const groups = hiddenGroups(b, seat);
  // The identity (definition, printed and current stats) each hidden place receives: the card
  // of the real battle whose identity it is.
  const dealt = new Map<string, CardState>();
  for (const key of [...groups.keys()].sort()) {
    const places = groups.get(key) as string[];
    const identities = places.map((id) => src.cards[id]);
    // Canonical order by definition. Copies of one definition are alike in hidden places (no
    // modifiers reach there), so their order among themselves does not show in the sample.
    identities.sort((x, y) => (x.def < y.def ? -1 : x.def > y.def ? 1 : 0));
    shuffleInPlace(state, identities);
    for (let k = 0; k < places.length; k++) dealt.set(places[k], identities[k]);
  }
  const table = renameTable(src, groups);
  copyRenamed(src, state, dealt, table);
  if (table.size > 0) {
    state.mods = rewriteIds(state.mods, table, false);
    state.stack = rewriteIds(state.stack, table, false);
    state.tasks = rewriteIds(state.tasks, table, false);
    state.triggers = rewriteIds(state.triggers, table, false);
    state.pending = rewriteIds(state.pending, table, false);
    state.x = rewriteIds(state.x, table, false);
  }
  // The shuffles above used the fresh generator; start the future dice from the seed again so
  // they do not depend on how many cards were hidden.
  state.rng = seedRng(seed ^ 0x2c1b3c6d);
  const copy = new Battle(b.system, state);
  // The real start (and its seed) stays behind: a sample is not the battle it was drawn from.
  copy.init = null;
  copy.dirty = true;
  return copy;
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
 * generic walker on a copy.
 */
function renamedFlags(
  f: CardState["f"],
  table: ReadonlyMap<string, string>,
  rewrite: (text: string) => string,
): CardState["f"] {
  for (const k in f) if (rewrite(k) !== k) return rewriteIds(copyFlags(f), table, false);
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
 * Fills the sample's cards and zones from the real battle's in one pass: each card copied (as a
 * fork copies it) under its new id, with the identity dealt to its place, and every id in it
 * renamed. Zone names, flag keys and values repeat across cards: each distinct string is
 * rewritten once.
 */
function copyRenamed(
  src: BattleState,
  s: BattleState,
  dealt: ReadonlyMap<string, CardState>,
  table: ReadonlyMap<string, string>,
): void {
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
    const who = dealt.get(id) ?? c;
    const attached = c.attached;
    // Keys in addCard's order: the state's JSON text (and hash) must not change.
    cards[nid] = {
      id: nid,
      def: who.def,
      owner: c.owner,
      zone: renaming ? rewrite(c.zone) : c.zone,
      attached:
        attached.length === 0
          ? (copyUnfrozen(attached) as string[])
          : attached.map((a) => table.get(a) ?? a),
      base: copyUnfrozen(who.base) as Record<string, number>,
      stats: copyUnfrozen(who.stats) as Record<string, number>,
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
