/**
 * Samples of a runtime battle for search bots, dealt exactly as the engine's `determinize`
 * (src/engine/determinize.ts) deals them for the same seat and seed: the identities (definition
 * and stats) of the cards the seat cannot see re-dealt among their owner's hidden places, then
 * the generator reseeded.
 *
 * The engine groups hidden places by owner and pool (vision names no pools, and decks, hands and
 * nodes are no fields: every hidden place is its owner's "pile"), walks the hidden zones in
 * sorted name order, sorts each group's identities by definition id and deals them by
 * `shuffleInPlace` on `seedRng(seed)`. Here the same: zone codes in the names' order, card
 * numbers in place of ids.
 *
 * Nothing of where the hidden cards really are may reach a sample: the engine renames every
 * hidden card by its place (`h1`, `h2`, …), and a card number, like an id, names a card of the
 * setup. So the hidden places get their group's card numbers in ascending order, place by place,
 * and every reference to a hidden card (tasks, modifiers, the stack, options, the combat) follows
 * its place; what lies past the end of a list (cards drawn, options of an earlier decision) is
 * cleared. Two battles that differ only in where hidden cards lie give the same samples. With
 * numbers by place, an option's code names the same option in every sample of a decision, as
 * the engine's ids do (search.ts keys options by code).
 *
 * All of this but the dealing depends on the battle alone: it is done once per decision, on a
 * prototype that keeps nothing but the seat's view and the hidden identities beside it; a sample
 * is a clone of the prototype with the identities dealt (its own table of definitions per card).
 */
import { Slab } from "../../shared/buffer-slab.ts";
import { cloneVision } from "./clone.ts";
import * as K from "./codes.ts";
import type { DefRec } from "./defs.ts";
import { renumber } from "./renumber.ts";
import { shuffleGroups } from "./sample-rng.ts";
import type { VisionState } from "./state.ts";
import type { VisionTemplate } from "./template.ts";
import { answers } from "./zones.ts";

/**
 * What the samples of one decision for one seat are dealt from. Its lists have room for every
 * card and are filled again for the battle's next decision (battle.ts keeps one per battle):
 * samples copy what they need out of it.
 */
export class VisionSampler {
  /** The seat (number) the samples are for. */
  seat = -1;
  /**
   * Where this decision's samples for `seat` and their forks are carved from: a new slab per
   * preparation, so no sample's buffer holds another seat's sample or the real battle.
   */
  slab = new Slab();
  /** The renamed battle without hidden identities: every sample is a clone of it. */
  proto: VisionState | null = null;
  /** How many hidden places there are, and where the first owner's group ends. */
  total = 0;
  end0 = 0;
  /** The card numbers of the hidden places, in the engine's canonical order (groups in turn). */
  readonly places: Uint8Array;
  /** The identities in each group's canonical order: definition and stats (STAT_COUNT each). */
  readonly idDef: Int16Array;
  readonly idStats: Int32Array;
  /** Per place, the seat whose hand it is in, else 2 (hands' answers: state.ts's ans0 / ans1). */
  readonly handOf: Uint8Array;
  /** Per identity, whether it could answer a window from a hand (zones.ts's `answers`). */
  readonly idAnswers: Uint8Array;
  /** The definitions per card, but the hidden places' (dealt per sample). */
  readonly cardDef: Int16Array;
  /** Scratch for the deal: identity numbers, shuffled per group. */
  readonly deal: Uint8Array;
  /** Scratch for preparing: real card → sample card, each group's cards, where they lie, sort keys. */
  readonly map: Int32Array;
  readonly real: Uint8Array;
  readonly at: Int32Array;
  readonly keys: Int32Array;

  constructor(n: number) {
    this.places = new Uint8Array(n);
    this.idDef = new Int16Array(n);
    this.idStats = new Int32Array(n * K.STAT_COUNT);
    this.handOf = new Uint8Array(n);
    this.idAnswers = new Uint8Array(n);
    this.cardDef = new Int16Array(n);
    this.deal = new Uint8Array(n);
    this.map = new Int32Array(n);
    this.real = new Uint8Array(n);
    this.at = new Int32Array(n);
    this.keys = new Int32Array(n);
  }
}

/** Per template: each definition's rank among the definitions' ids in sorted order. */
const RANKS = new WeakMap<VisionTemplate, Int32Array>();

/** Definition index → its place when ids are sorted as the engine sorts identities. */
function ranksOf(t: VisionTemplate): Int32Array {
  let r = RANKS.get(t);
  if (r !== undefined) return r;
  const list: DefRec[] = t.defs.list;
  const order = list.map((_, i) => i);
  order.sort((a, b) => (list[a].id < list[b].id ? -1 : list[a].id > list[b].id ? 1 : a - b));
  r = new Int32Array(list.length);
  for (let k = 0; k < order.length; k++) r[order[k]] = k;
  RANKS.set(t, r);
  return r;
}

/**
 * The zone codes `seat` cannot see, in the order of the engine's zone names (`p1:deck` <
 * `p1:hand` < `p1:node` < `p2:deck` …; the public zones that sort between them left out):
 * decks are hidden from everyone, hands and nodes from the other seat (vision's zoneVisibility).
 */
export function hiddenZones(seat: number): number[] {
  const out: number[] = [];
  for (let owner = 0; owner < 2; owner++) {
    out.push(owner * 6 + K.Z_DECK);
    if (owner !== seat) out.push(owner * 6 + K.Z_HAND, owner * 6 + K.Z_NODE);
  }
  return out;
}

/** hiddenZones of each seat. */
const HIDDEN = [hiddenZones(0), hiddenZones(1)];

/**
 * Prepares the samples of `s` (at a decision) for seat number `seat`, in `p` (a sampler of an
 * earlier decision of the same battle, refilled) or a new sampler.
 */
export function prepareSamples(
  s: VisionState,
  seat: number,
  p: VisionSampler = new VisionSampler(s.n),
): VisionSampler {
  const n = s.n;
  const { places, idDef, idStats, handOf, idAnswers, map, real, at, keys } = p;
  for (let i = 0; i < n; i++) map[i] = i;
  const zones = HIDDEN[seat];
  const rank = ranksOf(s.t);
  // Groups by owner ("p1\tpile" < "p2\tpile"), each its places in the walk's order.
  let total = 0;
  for (let g = 0; g < 2; g++) {
    const start = total;
    for (const zone of zones) {
      for (let i = 0, len = s.zl[zone]; i < len; i++) {
        const card = s.z[zone * n + i];
        if (s.owner[card] !== g) continue;
        real[total] = card;
        at[total++] = zone * n + i;
      }
    }
    const len = total - start;
    // Identities: the hidden cards' in place order, stably sorted by definition id (the place
    // number, below 256, breaks ties); typed arrays sort numerically with no comparator.
    for (let i = 0; i < len; i++) keys[i] = rank[s.cardDef[real[start + i]]] * 256 + i;
    keys.subarray(0, len).sort();
    for (let i = 0; i < len; i++) {
      const k = start + i;
      const from = real[start + (keys[i] & 255)];
      idAnswers[k] = answers(s, from, s.owner[from] * 6 + K.Z_HAND) ? 1 : 0;
      idDef[k] = s.cardDef[from];
      for (let j = 0; j < K.STAT_COUNT; j++)
        idStats[k * K.STAT_COUNT + j] = s.c[from * K.SLOTS + K.C_ATK + j];
    }
    // The places get the group's card numbers in ascending order.
    places.set(real.subarray(start, total), start);
    places.subarray(start, total).sort();
    for (let k = start; k < total; k++) {
      map[real[k]] = places[k];
      const zone = (at[k] / n) | 0;
      handOf[k] = zone % 6 === K.Z_HAND ? (zone / 6) | 0 : 2;
    }
    if (g === 0) p.end0 = total;
  }
  p.total = total;
  p.seat = seat;
  p.slab = new Slab();
  // The template's scratch lists are shared with the real battle, whose last call left its
  // cards there: cleared, so a sample's state holds none (they never outlive a call).
  s.refs.fill(0);
  s.doomList.fill(0);
  s.srcList.fill(0);
  s.touched.fill(0);
  const proto = cloneVision(s);
  renumber(s, proto, map, real, at, total);
  // The hidden hands' answers go with their identities: counted again per sample.
  for (let k = 0; k < total; k++) {
    const card = real[k];
    const zone = s.c[card * K.SLOTS + K.C_ZONE];
    if (handOf[k] !== 2 && answers(s, card, zone)) {
      if (zone < 6) proto.ans0--;
      else proto.ans1--;
    }
  }
  // The engine's sample checks the state again at once (its `dirty`); so does this one.
  proto.dirty = true;
  proto.rng.seed(0);
  p.proto = proto;
  p.cardDef.set(s.cardDef);
  for (let k = 0; k < total; k++) p.cardDef[places[k]] = 0;
  return p;
}

/** A sample for `seed`: the prototype cloned, the hidden identities dealt, the generator reseeded. */
export function dealSample(p: VisionSampler, seed: number): VisionState {
  const proto = p.proto as VisionState;
  // The sample's own table of definitions per card (every fork of it shares it).
  const cardDef = int16From(p.slab, p.cardDef);
  const t: VisionTemplate = { ...proto.t, cardDef };
  const d = cloneVision(proto, t, p.slab);
  const deal = p.deal;
  const total = p.total;
  for (let k = 0; k < total; k++) deal[k] = k;
  d.rng.seed(seed);
  shuffleGroups(d.rng, deal, p.end0, total);
  const c = d.c;
  const places = p.places;
  const idDef = p.idDef;
  const idStats = p.idStats;
  const handOf = p.handOf;
  const idAnswers = p.idAnswers;
  let ans0 = 0;
  let ans1 = 0;
  for (let k = 0; k < total; k++) {
    const card = places[k];
    const id = deal[k];
    cardDef[card] = idDef[id];
    const at = card * K.SLOTS + K.C_ATK;
    const from = id * K.STAT_COUNT;
    for (let j = 0; j < K.STAT_COUNT; j++) c[at + j] = idStats[from + j];
    // A hand's answers (zones.ts's `answers`) follow the identities dealt into it.
    if (idAnswers[id] !== 0) {
      if (handOf[k] === 0) ans0++;
      else if (handOf[k] === 1) ans1++;
    }
  }
  d.ans0 += ans0;
  d.ans1 += ans1;
  // As the engine: the future dice do not depend on how many cards were hidden.
  d.rng.seed(seed ^ 0x2c1b3c6d);
  return d;
}

/** A copy of `a` carved from `slab` (or an array of its own when too large for one). */
function int16From(slab: Slab, a: Int16Array): Int16Array {
  const at = slab.take(a.byteLength);
  if (at < 0) return a.slice();
  const out = new Int16Array(slab.buf, at, a.length);
  out.set(a);
  return out;
}
