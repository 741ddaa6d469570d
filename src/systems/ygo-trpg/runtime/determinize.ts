/**
 * Determinization on the runtime, dealt exactly as the engine's `determinize`
 * (src/engine/determinize.ts) deals a sample for a seat: the places hidden from the seat (zones
 * it does not see, by the system's own `zoneVisibility`; zone names in sorted order, cards in
 * zone order) are grouped by `${owner}\t${pool}` (the system's `hiddenPool`), groups in sorted
 * key order; each group's identities (definition, printed and current stats, attribute set by
 * hand) in the engine's canonical order (definition id, then the stats, then the attribute;
 * stable) are shuffled by the engine's Fisher–Yates on a generator seeded from the seed, and the
 * generator is then reseeded (`seed ^ 0x2c1b3c6d`) for the future dice.
 *
 * On the runtime an identity is everything the template keeps per card number (definition,
 * level, ATK, DEF, life, attribute) plus the current ATK and DEF; a card number is a place (its
 * zone, flags, damage and set round stay). So a sample is a copy of the state on a template of
 * its own whose per-card identity arrays are dealt. The attribute a setup gave a card by hand
 * (the engine's `x.attrs`, an identity table) is the card's and goes with it: left with the place
 * it would tell where the card really is. The sample's template carries neither the real start (`init`, the first zone
 * lists) nor the hidden cards' real ids: hidden places are named `h1`, `h2`, … as the engine
 * renames them, so a sample's option ids are the engine sample's.
 */
import { seesZone } from "../../../engine/index.ts";
import { ygoTrpg } from "../index.ts";
import { ATTRIBUTES } from "../schema.ts";
import { C_ATK, C_DEF, CW, YgoState } from "./state.ts";
import { type YgoTemplate, ZK, ZONE_KINDS } from "./template.ts";

/** Per template: definition ranks, attribute overrides, and per seat the hidden zones. */
interface TemplateInfo {
  /** Definition index → its rank in definition-id order. */
  defRank: Int32Array;
  /** Card number → 1 when the setup set its attribute by hand (the engine's `x.attrs` entry). */
  attrSet: Uint8Array;
  /** Per seat: the zones it does not see, in sorted name order. */
  zones: number[][];
  /** Per seat: group number by `zone slot * seats + owner` (slot: place in `zones[seat]`). */
  groupOf: Int32Array[];
  /** Per seat: how many group keys there are. */
  groups: number[];
  /** Card id → card number. */
  number: Map<string, number>;
}

const INFO = new WeakMap<YgoTemplate, TemplateInfo>();

/** The engine's zone id of zone number `z`. */
function zoneName(t: YgoTemplate, z: number): string {
  return `${t.seats[Math.floor(z / ZK)]}:${ZONE_KINDS[z % ZK]}`;
}

/** What every sample of `t` shares, made once. */
function infoOf(t: YgoTemplate): TemplateInfo {
  let info = INFO.get(t);
  if (info !== undefined) return info;
  const order = t.defs.map((_, d) => d).sort((a, b) => (t.defs[a].id < t.defs[b].id ? -1 : 1));
  const defRank = new Int32Array(t.defs.length);
  for (let r = 0; r < order.length; r++) defRank[order[r]] = r;
  const attrSet = new Uint8Array(t.ids.length);
  // An override is recorded only where it differs from the printed attribute.
  for (let i = 0; i < attrSet.length; i++)
    attrSet[i] = t.attr[i] !== t.defs[t.cardDef[i]].attribute ? 1 : 0;
  const seats = t.seats.length;
  const zones: number[][] = [];
  const groupOf: Int32Array[] = [];
  const groups: number[] = [];
  for (let v = 0; v < seats; v++) {
    const names = new Map<number, string>();
    for (let z = 0; z < seats * ZK; z++) {
      const name = zoneName(t, z);
      if (!seesZone(ygoTrpg, name, t.seats[v])) names.set(z, name);
    }
    const hidden = [...names.keys()].sort((a, b) => {
      const x = names.get(a) as string;
      const y = names.get(b) as string;
      return x < y ? -1 : x > y ? 1 : 0;
    });
    const pool = (z: number): string => {
      const name = names.get(z) as string;
      return ygoTrpg.hiddenPool?.(name) ?? (ygoTrpg.isField(name) ? "field" : "pile");
    };
    const keys = new Set<string>();
    for (const z of hidden) for (const owner of t.seats) keys.add(`${owner}\t${pool(z)}`);
    const sorted = [...keys].sort();
    const g = new Int32Array(hidden.length * seats);
    for (let k = 0; k < hidden.length; k++)
      for (let o = 0; o < seats; o++)
        g[k * seats + o] = sorted.indexOf(`${t.seats[o]}\t${pool(hidden[k])}`);
    zones.push(hidden);
    groupOf.push(g);
    groups.push(sorted.length);
  }
  const number = new Map(t.ids.map((id, i) => [id, i]));
  info = { defRank, attrSet, zones, groupOf, groups, number };
  INFO.set(t, info);
  return info;
}

/**
 * One decision's deal for one seat: the hidden places (card numbers) group by group, the
 * identities (card numbers of the real battle) to deal over them in canonical order, and the
 * renamed ids. Valid while the real battle stays at that decision.
 */
export interface DealPlan {
  /** Hidden places, group after group, each group in canonical place order. */
  places: Int32Array;
  /** Group `g` is `places[starts[g] .. starts[g + 1])`. */
  starts: Int32Array;
  /** The same groups' identities (card numbers), in definition-id order. */
  identities: Int32Array;
  /** The ids a sample's options are named by: hidden places as the engine renames them. */
  ids: string[];
  /**
   * The number a search key gives each card: its own for a card the seat sees, and for a hidden
   * place one past the template's cards plus its rank in `places` — so keys say which place,
   * as the engine's `h1`, `h2`, …, never which card of the setup lies there.
   */
  keyNum: Int32Array;
}

/** The deal of the state `s` (at a decision) for seat number `seat`. */
export function planDeal(s: YgoState, seat: number): DealPlan {
  const t = s.t;
  const info = infoOf(t);
  const seats = t.seats.length;
  const hidden = info.zones[seat];
  const groupOf = info.groupOf[seat];
  const lists: number[][] = Array.from({ length: info.groups[seat] }, () => []);
  for (let k = 0; k < hidden.length; k++) {
    const zone = s.zones[hidden[k]];
    for (let i = 0; i < zone.length; i++)
      lists[groupOf[k * seats + t.owner[zone[i]]]].push(zone[i]);
  }
  let n = 0;
  for (const l of lists) n += l.length;
  const places = new Int32Array(n);
  const identities = new Int32Array(n);
  const starts = new Int32Array(lists.length + 1);
  const rank = info.defRank;
  let at = 0;
  for (let g = 0; g < lists.length; g++) {
    starts[g] = at;
    const l = lists[g];
    places.set(l, at);
    // Array sort is stable: copies alike in all the order reads keep their place order, as the
    // engine's.
    const ids = l
      .slice()
      .sort((a, b) => rank[t.cardDef[a]] - rank[t.cardDef[b]] || sameDefOrder(s, info, a, b));
    identities.set(ids, at);
    at += l.length;
  }
  starts[lists.length] = at;
  const keyNum = new Int32Array(t.ids.length);
  for (let k = 0; k < keyNum.length; k++) keyNum[k] = k;
  for (let k = 0; k < places.length; k++) keyNum[places[k]] = t.ids.length + k;
  return { places, starts, identities, ids: renamed(t, places), keyNum };
}

/**
 * Two copies of one definition in the engine's order (determinize.ts `compareIdentities`): the
 * printed stats by stat name (ATK, DEF, level, life), the current ones likewise (level and life
 * are the printed ones: no modifier changes them), then the attribute set by hand (none first,
 * then by name, as its JSON text).
 */
function sameDefOrder(s: YgoState, info: TemplateInfo, a: number, b: number): number {
  const t = s.t;
  const c = s.c;
  const set = info.attrSet;
  return (
    t.atk[a] - t.atk[b] ||
    t.def[a] - t.def[b] ||
    t.level[a] - t.level[b] ||
    t.life[a] - t.life[b] ||
    c[a * CW + C_ATK] - c[b * CW + C_ATK] ||
    c[a * CW + C_DEF] - c[b * CW + C_DEF] ||
    set[a] - set[b] ||
    (set[a] === 0 ? 0 : byName(ATTRIBUTES[t.attr[a]], ATTRIBUTES[t.attr[b]]))
  );
}

/** Strings in the engine's order (code units). */
function byName(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}

/** `h1`, `h2`, …: fresh ids by number (made once). */
const FRESH: string[] = [""];

/** `ids` with the hidden places renamed `h1`, `h2`, … in place order (engine's renameTable). */
function renamed(t: YgoTemplate, places: Int32Array): string[] {
  const ids = t.ids;
  const out = ids.slice();
  if (places.length === 0) return out;
  const number = infoOf(t).number;
  const done = new Uint8Array(ids.length);
  let n = 0;
  for (let k = 0; k < places.length; k++) {
    let fresh: string;
    // A setup may name its cards anything: skip a fresh id a card not yet renamed has.
    for (;;) {
      if (++n === FRESH.length) FRESH.push(`h${n}`);
      fresh = FRESH[n];
      const taken = number.get(fresh);
      if (taken === undefined || done[taken] === 1) break;
    }
    done[places[k]] = 1;
    out[places[k]] = fresh;
  }
  return out;
}

/**
 * The sample of the state `s` for `plan`'s seat and `seed`: a copy of `s` on a template whose
 * hidden identities are dealt, with the generator reseeded.
 */
export function dealSample(s: YgoState, plan: DealPlan, seed: number): YgoState {
  const t = s.t;
  // Slices in the JS heap (a typed list needs a backing store, which costs more to make).
  const level = t.level.slice();
  const atk = t.atk.slice();
  const def = t.def.slice();
  const life = t.life.slice();
  const cardDef = t.cardDef.slice();
  const attr = t.attr.slice();
  // Keys in prepare.ts's order: one shape for every template keeps the runtime's reads of
  // `s.t` monomorphic.
  const sample: YgoTemplate = {
    seats: t.seats,
    gm: t.gm,
    ids: plan.ids,
    defs: t.defs,
    cardDef,
    owner: t.owner,
    level,
    atk,
    def,
    life,
    attr,
    jobLevel: t.jobLevel,
    bonus: t.bonus,
    // The real battle's start stays behind (its numbers name every card's identity): a sample
    // never starts, it goes on from the copied state.
    zones: [],
    zone: EMPTY16,
    flags: EMPTY8,
    dmg: EMPTY32,
    setRound: EMPTY32,
    playerLife: t.playerLife,
    fainted: t.fainted,
    usedNormal: t.usedNormal,
    usedSpecial: t.usedSpecial,
    round: t.round,
    tasks: t.tasks,
    deal: t.deal,
    playedKeys: t.playedKeys,
    init: EMPTY32,
  };
  const out = new YgoState(sample, s);
  const rng = out.rng;
  rng.seed(seed);
  const { places, starts, identities } = plan;
  const dealt = DEALT;
  const c = out.c;
  const from = s.c;
  for (let g = 0; g + 1 < starts.length; g++) {
    const a = starts[g];
    const len = starts[g + 1] - a;
    for (let k = 0; k < len; k++) dealt[k] = identities[a + k];
    // The engine's shuffleInPlace over the group's identities.
    for (let i = len - 1; i > 0; i--) {
      const j = rng.below(i);
      const x = dealt[i];
      dealt[i] = dealt[j];
      dealt[j] = x;
    }
    for (let k = 0; k < len; k++) {
      const p = places[a + k];
      const q = dealt[k];
      const d = t.cardDef[q];
      cardDef[p] = d;
      level[p] = t.level[q];
      atk[p] = t.atk[q];
      def[p] = t.def[q];
      life[p] = t.life[q];
      // The attribute is the identity's, set by hand or printed.
      attr[p] = t.attr[q];
      c[p * CW + C_ATK] = from[q * CW + C_ATK];
      c[p * CW + C_DEF] = from[q * CW + C_DEF];
    }
  }
  // The future dice start from the seed again, whatever the deal drew (as the engine).
  rng.seed(seed ^ 0x2c1b3c6d);
  return out;
}

const EMPTY8 = new Uint8Array(0);
const EMPTY16 = new Int16Array(0);
const EMPTY32 = new Int32Array(0);
/** Scratch for one group's identities while they are shuffled. */
const DEALT: number[] = [];
