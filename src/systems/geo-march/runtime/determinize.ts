/**
 * Samples of a runtime battle for a search bot, dealt exactly as the engine's `determinize`
 * (src/engine/determinize.ts) deals them for the same seat and seed: the cards hidden from the
 * seat (both decks, the opponent's hand) grouped by owner, each group's places in the order of
 * their zones' names and then bottom to top, its identities (definition and printed values)
 * sorted by definition id, dealt by the engine's shuffle on a generator seeded from the seed,
 * which is then reseeded for the dice to come.
 *
 * Card numbers are the engine's card ids in creation order, so a hidden card's number would tell
 * which card it is: like the engine's fresh ids `h1`, `h2`, …, each hidden place gets a number
 * that depends on the seat's view only — each group's own numbers in ascending order, given to
 * its places in order — and the place's state (flags, uses) goes with it. A sample's template is
 * the battle's with the dealt identities and the renamed ids, and without the setup's starting
 * layout (which a stand-alone battle's hand totals would betray). Everything but the dealing is
 * the same for every sample of one decision: a {@link Dealer} does it once, on a prototype.
 */
import { type EvalTable, evalTable } from "./evaluate.ts";
import { renumber } from "./renumber.ts";
import { type GeoState, setRange } from "./state.ts";
import type { GeoTemplate } from "./template.ts";
import { Z_DECK, Z_HAND } from "./zones.ts";

/** The engine's reseed of a sample's generator after the dealing. */
const RESEED = 0x2c1b3c6d;

/** One owner's hidden places (their card numbers in a sample) and identities to deal. */
interface Group {
  places: number[];
  /** A scratch list for the shuffle. */
  perm: number[];
  /** Identities in canonical order: definition index and printed values (4 per identity). */
  def: number[];
  base: number[];
}

/** The zones `seat` does not see, in the order of their names (p1:deck < p1:hand < p2:…). */
function hiddenZones(seat: number): number[] {
  const zones = [Z_DECK, 3 + Z_DECK, (1 - seat) * 3 + Z_HAND];
  return zones.sort((a, b) => a - b);
}

/** What samples of a template's battles read of it: every card id, definitions ranked by id. */
interface Known {
  idSet: Set<string>;
  /** No card is named like a fresh id (`h<n>`): the fresh ids are `h1`, `h2`, … as they come. */
  plain: boolean;
  /** Per card number, its definition's rank in the order of definition ids. */
  rank: Int16Array;
}

const KNOWN = new WeakMap<GeoTemplate, Known>();

function knownOf(t: GeoTemplate): Known {
  let k = KNOWN.get(t);
  if (k === undefined) {
    const byId = t.defs.map((d, i) => [d.id, i] as const);
    byId.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
    const defRank = new Int16Array(t.defs.length);
    for (let r = 0; r < byId.length; r++) defRank[byId[r][1]] = r;
    const rank = new Int16Array(t.n);
    for (let c = 0; c < t.n; c++) rank[c] = defRank[t.def[c]];
    k = { idSet: new Set(t.ids), plain: !t.ids.some((id) => /^h\d+$/.test(id)), rank };
    KNOWN.set(t, k);
  }
  return k;
}

/** The engine's fresh ids `h1`, `h2`, … (made once). */
const FRESH: string[] = [];

function freshName(k: number): string {
  while (FRESH.length <= k) FRESH.push(`h${FRESH.length}`);
  return FRESH[k];
}

/** Sorts card numbers in place, stably, by `key` (null: by number); the lists are short. */
function sortBy(a: number[], key: Int16Array | null): number[] {
  for (let i = 1; i < a.length; i++) {
    const v = a[i];
    const kv = key === null ? v : key[v];
    let j = i - 1;
    for (; j >= 0 && (key === null ? a[j] : key[a[j]]) > kv; j--) a[j + 1] = a[j];
    a[j + 1] = v;
  }
  return a;
}

/** Empty arrays for what a sample's template leaves out (see the file's comment). */
const NO_I16 = new Int16Array(0);
const NO_I32 = new Int32Array(0);
const NO_U8 = new Uint8Array(0);
const NO_I8 = new Int8Array(0);

/** Samples whose identities share one buffer (see Dealer's `#arena`). */
const PER_ARENA = 16;

/** Draws samples of one battle at one decision for one seat. */
export class Dealer {
  readonly seat: number;
  readonly ev: EvalTable;
  /** The battle (the bots' replica; a Dealer lives while it stays at this decision). */
  readonly #real: GeoState;
  /** Every card number's number in a sample (hidden cards renumbered by place). */
  readonly #rl: number[];
  /** The samples' template but for the identities (none: each sample has its own). */
  readonly #t0: GeoTemplate;
  readonly #groups: Group[] = [];
  readonly #hidden: number[];
  /**
   * Where this Dealer's samples keep their dealt identities: PER_ARENA samples per off-heap
   * buffer (a buffer per sample cost more than the rest of the deal). Only this Dealer's
   * samples share one — the same battle, decision and seat, each written in full, so a
   * sample's buffer shows nothing its seat could not already imagine.
   */
  #arena: ArrayBuffer | null = null;
  #arenaAt = 0;
  /** The sample before dealing, once a second sample is drawn (the first is made straight). */
  #proto: GeoState | null = null;
  #dealt = 0;

  constructor(real: GeoState, seat: number) {
    const t = real.t;
    this.seat = seat;
    this.ev = evalTable(t);
    this.#real = real;
    const hidden = hiddenZones(seat);
    this.#hidden = hidden;
    const rl: number[] = new Array(t.n);
    for (let c = 0; c < t.n; c++) rl[c] = c;
    this.#rl = rl;
    const { idSet, plain, rank } = knownOf(t);
    const renamed = plain ? null : new Set<string>();
    const ids = t.ids.slice();
    let fresh = 0;
    for (let owner = 0; owner < 2; owner++) {
      const real0: number[] = [];
      for (const z of hidden)
        for (const c of real.zones[z]) if (t.owner[c] === owner) real0.push(c);
      if (real0.length === 0) continue;
      const numbers = sortBy(real0.slice(), null);
      for (let k = 0; k < real0.length; k++) rl[real0[k]] = numbers[k];
      // Identities sorted by definition id, stably (as the engine sorts them).
      const order = sortBy(real0.slice(), rank);
      const g: Group = { places: numbers, perm: new Array(order.length), def: [], base: [] };
      for (const c of order) {
        g.def.push(t.def[c]);
        for (let j = 0; j < 4; j++) g.base.push(t.base[c * 4 + j]);
      }
      this.#groups.push(g);
      // The engine's fresh ids, by place (a name a card already has is skipped).
      for (let k = 0; k < real0.length; k++) {
        let name = freshName(++fresh);
        if (renamed !== null) {
          while (idSet.has(name) && !renamed.has(name)) name = freshName(++fresh);
          renamed.add(t.ids[real0[k]]);
        }
        ids[numbers[k]] = name;
      }
    }
    this.#t0 = {
      ...t,
      ids,
      def: NO_I16,
      base: NO_I32,
      zones: [],
      zone: NO_I16,
      zoneLevel: NO_I32,
      done: NO_U8,
      from: NO_I8,
    };
  }

  /** A copy of the battle with the hidden cards renumbered and nothing tallied, on `t`. */
  #renumbered(t: GeoTemplate): GeoState {
    const p = this.#real.clone(t);
    renumber(p, this.#real, this.#rl, this.#hidden);
    setRange(p.played, 0);
    return p;
  }

  /** The sample for `seed`. */
  deal(seed: number): GeoState {
    const t = this.#real.t;
    const n = t.n;
    const tS = { ...this.#t0 };
    // The first sample of a decision is made from the battle itself (a greedy bot draws one);
    // from the second on, from a prototype renumbered once.
    let s: GeoState;
    if (this.#proto !== null) s = this.#proto.clone(tS);
    else if (this.#dealt === 0) s = this.#renumbered(tS);
    else {
      this.#proto = this.#renumbered(this.#t0);
      s = this.#proto.clone(tS);
    }
    this.#dealt++;
    // The dealt identities (in this Dealer's arena): every hidden place is dealt one below, so
    // nothing of the battle's own identities stays.
    const bytes = (18 * n + 3) & ~3; // the next sample's Int32 view stays 4-byte aligned
    let arena = this.#arena;
    if (arena === null || this.#arenaAt + bytes > arena.byteLength) {
      this.#arena = arena = new ArrayBuffer(PER_ARENA * bytes);
      this.#arenaAt = 0;
    }
    const at = this.#arenaAt;
    this.#arenaAt += bytes;
    const base = new Int32Array(arena, at, 4 * n);
    const def = new Int16Array(arena, at + 16 * n, n);
    base.set(t.base);
    def.set(t.def);
    tS.base = base;
    tS.def = def;
    const rng = s.rng;
    rng.seed(seed);
    for (const g of this.#groups) {
      const perm = g.perm;
      const m = perm.length;
      for (let k = 0; k < m; k++) perm[k] = k;
      // FlatRng.shuffle (the engine's shuffleInPlace) over the identities' order.
      for (let i = m - 1; i > 0; i--) {
        const j = rng.below(i);
        const x = perm[i];
        perm[i] = perm[j];
        perm[j] = x;
      }
      for (let k = 0; k < m; k++) {
        const c = g.places[k];
        const d = perm[k];
        def[c] = g.def[d];
        base[c * 4] = g.base[d * 4];
        base[c * 4 + 1] = g.base[d * 4 + 1];
        base[c * 4 + 2] = g.base[d * 4 + 2];
        base[c * 4 + 3] = g.base[d * 4 + 3];
      }
    }
    rng.seed(seed ^ RESEED);
    for (const z of this.#hidden) {
      const list = s.zones[z];
      let level = 0;
      for (let k = 0; k < list.length; k++) level += base[list[k] * 4];
      s.zoneLevel[z] = level;
    }
    return s;
  }
}
