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
import type { Battle } from "./battle.ts";
import { rewriteIds, rewriteString } from "./rewrite-ids.ts";
import { seedRng, shuffleInPlace } from "./rng.ts";
import type { BattleState, Seat } from "./types.ts";
import { seesZone } from "./view.ts";

/**
 * A copy of `b` in which the identities of the cards hidden from `seat` are re-dealt at random
 * among their owner's hidden places and their ids replaced by fresh ones, the generator is
 * reseeded from `seed`, pinned dice are dropped and the log is off (and empty).
 */
export function determinize(b: Battle, seat: Seat, seed: number): Battle {
  // The log and the history can be long and a sample needs neither: leave them out of the copy.
  const { log, history } = b.state;
  b.state.log = [];
  b.state.history = [];
  let copy: Battle;
  try {
    copy = b.fork();
  } finally {
    b.state.log = log;
    b.state.history = history;
  }
  // The real start (and its seed) stays behind: a sample is not the battle it was drawn from.
  copy.init = null;
  const s = copy.state;
  s.seed = seed;
  s.logOn = false;
  s.pinned = [];
  s.rng = seedRng(seed);
  // Hidden places (card ids in canonical order), grouped by owner and pool.
  const groups = new Map<string, string[]>();
  for (const zone of Object.keys(s.zones).sort()) {
    if (seesZone(copy.system, zone, seat)) continue;
    const pool = copy.system.hiddenPool?.(zone) ?? (copy.system.isField(zone) ? "field" : "pile");
    for (const id of s.zones[zone]) {
      const key = `${s.cards[id].owner}\t${pool}`;
      let g = groups.get(key);
      if (g === undefined) groups.set(key, (g = []));
      g.push(id);
    }
  }
  for (const key of [...groups.keys()].sort()) {
    const places = groups.get(key) as string[];
    const identities = places.map((id) => {
      const c = s.cards[id];
      return { def: c.def, base: c.base, stats: c.stats };
    });
    // Canonical order by definition. Copies of one definition are alike in hidden places (no
    // modifiers reach there), so their order among themselves does not show in the sample.
    identities.sort((a, b) => (a.def < b.def ? -1 : a.def > b.def ? 1 : 0));
    shuffleInPlace(s, identities);
    for (let k = 0; k < places.length; k++) {
      const c = s.cards[places[k]];
      c.def = identities[k].def;
      c.base = identities[k].base;
      c.stats = identities[k].stats;
    }
  }
  renameHidden(copy, groups);
  // The shuffles above used the fresh generator; start the future dice from the seed again so
  // they do not depend on how many cards were hidden.
  s.rng = seedRng(seed ^ 0x2c1b3c6d);
  copy.dirty = true;
  return copy;
}

/**
 * A card's flags through `table`, as `rewriteIds(f, table, false)` would give them: in place
 * while no key is renamed (the usual case; keys and string values through the memo), else by the
 * generic walker.
 */
function rewriteFlags(
  f: BattleState["cards"][string]["f"],
  table: ReadonlyMap<string, string>,
  rewrite: (text: string) => string,
): BattleState["cards"][string]["f"] {
  for (const k in f) if (rewrite(k) !== k) return rewriteIds(f, table, false);
  for (const k in f) {
    const v = f[k];
    if (typeof v === "string") f[k] = rewrite(v);
    else if (typeof v === "object" && v !== null) f[k] = rewriteIds(v, table, false);
  }
  return f;
}

/** Gives every hidden place a fresh id, in canonical place order, wherever its id occurs. */
function renameHidden(copy: Battle, groups: Map<string, string[]>): void {
  const s = copy.state;
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
  if (table.size === 0) return;
  // Cards and zones by their known shape (samples are drawn per playout: this is the hot part);
  // the rest by the generic walker. A card's printed and current stats hold numbers only.
  // Zone names and flag keys repeat across the cards: each distinct string is rewritten once.
  const memo = new Map<string, string>();
  const rewrite = (text: string): string => {
    let r = memo.get(text);
    if (r === undefined) {
      r = rewriteString(text, table);
      memo.set(text, r);
    }
    return r;
  };
  const cards: BattleState["cards"] = {};
  for (const id in s.cards) {
    const c = s.cards[id];
    const nid = table.get(id) ?? id;
    c.id = nid;
    c.zone = rewrite(c.zone);
    for (let i = 0; i < c.attached.length; i++)
      c.attached[i] = table.get(c.attached[i]) ?? c.attached[i];
    c.f = rewriteFlags(c.f, table, rewrite);
    cards[nid] = c;
  }
  s.cards = cards;
  for (const zone in s.zones) {
    const ids = s.zones[zone];
    for (let i = 0; i < ids.length; i++) ids[i] = table.get(ids[i]) ?? ids[i];
  }
  s.mods = rewriteIds(s.mods, table, false);
  s.stack = rewriteIds(s.stack, table, false);
  s.tasks = rewriteIds(s.tasks, table, false);
  s.triggers = rewriteIds(s.triggers, table, false);
  s.pending = rewriteIds(s.pending, table, false);
  s.x = rewriteIds(s.x, table, false);
}
