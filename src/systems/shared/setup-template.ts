/**
 * Setup templates: a battle's initial state depends on its seed only through the generator
 * (the decks are shuffled by the first task, not by setup), so the state built for one setup
 * and options is kept and deep-copied for every later battle with the same ones. Simulations
 * start the same setup by the million; building 80 cards from card data (and checking the setup
 * against its schema) each time was an eighth of a whole random game. Vision, ygo-trpg and
 * geo-march build their states this way; a system may use it when its setup reads the seed only
 * to seed the generator, and to draw opaque ids: a battle with opaque ids (the table server's,
 * new games, simulations) is copied from a template of its own with the kept battle's ids
 * renamed to the ones its seed draws (see {@link OpaqueIds}).
 */
import {
  type BattleInit,
  type BattleState,
  type CardState,
  checkingCards,
  type Json,
  NO_ATTACHED,
  recordOpaqueIds,
  rewriteIds,
  rewriteString,
  seedRng,
  shareableRecord,
  sharedFlags,
  sharedRecord,
  shareRecord,
} from "../../engine/index.ts";
import { drawnFor, type OpaqueIds } from "./opaque-plan.ts";
import { type OpaqueTwin, pairUp } from "./opaque-twin.ts";

/** A kept state, with its card and zone ids listed once (enumerating a big object is slow). */
interface Template {
  state: BattleState;
  /** The system's lowered index of the kept state (see {@link loweredOf}), if it makes one. */
  lowered: unknown;
  cardIds: string[];
  zoneIds: string[];
  /**
   * For a template of opaque-id battles: how to give a copy its own ids, or null when they
   * cannot be (its setup drew ids from more than one source): every such battle is built afresh.
   */
  opaque?: OpaqueIds | null;
  /** For a template of readable-id battles: how it was built and under which key. */
  build?: (init: BattleInit) => BattleState;
  key?: string;
  /** Its pairing with the opaque template of the same key, once made (see {@link opaqueTwin}). */
  twin?: OpaqueTwin | null;
}

/** The state's parts besides cards and zones that a copy takes from the template. */
const REST = [
  "pinned",
  "seats",
  "mods",
  "stack",
  "tasks",
  "triggers",
  "pending",
  "result",
  "log",
  "history",
  "x",
] as const;

/**
 * Templates per system (its build function) by setup and options (as JSON text): the same setup
 * text may be another system's battle, or no battle of this one. Small, since a run uses a
 * handful of setups.
 */
const TEMPLATES = new WeakMap<(init: BattleInit) => BattleState, Map<string, Template>>();
const MAX_TEMPLATES = 64;

/**
 * Each state copied from a template → the template's lowered index. Keyed by the state object
 * itself: a fork, a sample with re-dealt hidden cards or a loaded state is another object and
 * gets none, so an index is never applied to a state whose cards it does not describe.
 */
const LOWERED = new WeakMap<BattleState, unknown>();

/** Each readable-id state built or copied from a template → the template (see opaqueTwin). */
const ORIGIN = new WeakMap<BattleState, Template>();

/**
 * How the readable-id battle whose initial state is `state` becomes its opaque twin (the
 * battle of the same setup, options and seed with opaque ids; see opaque-twin.ts): null when
 * it cannot be told (`state` was not made from a template, or the two do not pair up);
 * undefined when no battle of the opaque kind has been started for that setup yet (start one,
 * and ask again).
 */
export function opaqueTwin(state: BattleState): OpaqueTwin | null | undefined {
  const tp = ORIGIN.get(state);
  if (tp?.build === undefined || tp.key === undefined) return null;
  if (tp.twin !== undefined) return tp.twin;
  const o = keptFor(tp.build, `opaque:${tp.key}`).t;
  if (o === undefined) return undefined;
  tp.twin = pairUp(tp, o, o.opaque);
  return tp.twin;
}

/**
 * The lowered index of the template `state` was copied from (made by the `lower` function
 * given to {@link fromTemplate}), or undefined (built afresh, forked, loaded). It describes
 * what never changes in a battle — which definition each card id has — so every battle of a
 * template shares it; it is outside the state, so hashes, replays and saved states never see it.
 */
export function loweredOf<L>(state: BattleState): L | undefined {
  return LOWERED.get(state) as L | undefined;
}

/**
 * The initial state for `init`: a copy of the template built by `build` for the same setup and
 * options (built now if there is none), with this battle's seed, generator and options object.
 * Byte-identical to what `build(init)` returns; a setup `build` rejects is never cached.
 * `options` is the options object the state keeps (content packs replaced by their hash, see
 * content-store.ts): the template is keyed by it, so packs are not serialised per battle.
 * `lower`, if given, makes the template's lowered index once (see {@link loweredOf}).
 */
export function fromTemplate(
  init: BattleInit,
  build: (init: BattleInit) => BattleState,
  options: Record<string, Json> = init.options ?? {},
  lower?: (state: BattleState) => unknown,
): BattleState {
  if (init.ids === "opaque") return fromOpaqueTemplate(init, build, options);
  const key = JSON.stringify([init.setup ?? null, options]);
  let kept = TEMPLATES.get(build);
  if (kept === undefined) {
    kept = new Map();
    TEMPLATES.set(build, kept);
  }
  let t = kept.get(key);
  if (t === undefined) {
    const built = build(init);
    if (kept.size >= MAX_TEMPLATES) kept.clear();
    const cardIds = Object.keys(built.cards);
    t = {
      state: built,
      lowered: undefined,
      cardIds,
      zoneIds: Object.keys(built.zones),
      build,
      key,
    };
    ORIGIN.set(built, t);
    // The kept copy shares nothing with the battle that goes on playing `built`.
    t.state = copyState(t, built.seed, built.rng.slice(), built.options);
    freezeShared(t.state);
    if (lower !== undefined) {
      t.lowered = lower(t.state);
      LOWERED.set(built, t.lowered);
    }
    kept.set(key, t);
    // When tests check shared records, the first battle plays on them too (a scenario or a test
    // often plays its setup once).
    if (!checkingCards()) return built;
  }
  const copy = copyState(t, init.seed, seedRng(init.seed), options);
  ORIGIN.set(copy, t);
  if (t.lowered !== undefined) LOWERED.set(copy, t.lowered);
  return copy;
}

/** The template kept for `build` under `key`, or undefined (see TEMPLATES). */
function keptFor(
  build: (init: BattleInit) => BattleState,
  key: string,
): { kept: Map<string, Template>; t: Template | undefined } {
  let kept = TEMPLATES.get(build);
  if (kept === undefined) {
    kept = new Map();
    TEMPLATES.set(build, kept);
  }
  return { kept, t: kept.get(key) };
}

/**
 * {@link fromTemplate} for a battle with opaque ids: a copy of the template of opaque-id battles
 * for its setup and options, with its own ids (see {@link OpaqueIds}); built afresh when it
 * cannot be one. Byte-identical to what `build(init)` returns.
 */
function fromOpaqueTemplate(
  init: BattleInit,
  build: (init: BattleInit) => BattleState,
  options: Record<string, Json>,
): BattleState {
  const key = `opaque:${JSON.stringify([init.setup ?? null, options])}`;
  const { kept, t: found } = keptFor(build, key);
  let t = found;
  if (t === undefined) {
    const { result: built, draws } = recordOpaqueIds(() => build(init));
    if (kept.size >= MAX_TEMPLATES) kept.clear();
    t = {
      state: built,
      lowered: undefined,
      cardIds: Object.keys(built.cards),
      zoneIds: Object.keys(built.zones),
    };
    t.state = copyState(t, built.seed, built.rng.slice(), built.options);
    freezeShared(t.state);
    t.opaque = draws.streams > 1 ? null : opaqueIdsOf(t, draws.ids);
    if (t.opaque !== null && !renamesAll(t, t.opaque)) t.opaque = null;
    kept.set(key, t);
    if (!checkingCards()) return built;
  }
  const plan = t.opaque;
  const table = plan === null || plan === undefined ? null : drawnFor(plan, init.seed);
  if (plan === null || plan === undefined || table === null) return build(init);
  return copyRenamed(t, plan, table, init.seed, seedRng(init.seed), options);
}

/**
 * Whether a copy of `tp` renames every id its kept battle drew: renamed to texts no id can be,
 * its JSON must name none of them. A place the renaming misses (an id inside a longer word)
 * would hand the kept battle's ids to every copy, and they would differ from battles built
 * afresh: such a template is not used (its battles are built afresh).
 */
function renamesAll(tp: Template, plan: OpaqueIds): boolean {
  const table = new Map(plan.drawn.map((id, i) => [id, `\u0001${i}`]));
  const t = tp.state;
  const text = JSON.stringify(copyRenamed(tp, plan, table, t.seed, t.rng.slice(), t.options));
  return !plan.drawn.some((id) => text.includes(id));
}

/** The plan for renaming the kept battle's drawn ids `drawn` in copies of `tp`. */
function opaqueIdsOf(tp: Template, drawn: string[]): OpaqueIds {
  const t = tp.state;
  // Each id to a text it cannot be, so that a rename shows as a change.
  const names = new Map(drawn.map((id) => [id, `\u0000${id}`]));
  const given = new Set(tp.cardIds.filter((id) => !names.has(id)));
  const src = t as unknown as Record<string, unknown>;
  return {
    drawn,
    given,
    zoneNames: tp.cardIds.map((id) => namesAny(t.cards[id].zone, names)),
    flagNames: tp.cardIds.map((id) => namesAny(t.cards[id].f, names)),
    zoneKeyNames: tp.zoneIds.map((z) => namesAny(z, names)),
    rest: new Set(REST.filter((k) => namesAny(src[k], names))),
  };
}

/** Whether `v` (plain JSON) names an id of `ids` anywhere: a string, a token of one, a key. */
function namesAny(v: unknown, ids: ReadonlyMap<string, string>): boolean {
  if (typeof v === "string") return rewriteString(v, ids) !== v;
  if (typeof v !== "object" || v === null) return false;
  if (Array.isArray(v)) return v.some((x) => namesAny(x, ids));
  for (const k in v) {
    if (namesAny(k, ids) || namesAny((v as Record<string, unknown>)[k], ids)) return true;
  }
  return false;
}

/**
 * A copy of the opaque-id template `tp` for a battle of `seed` (as {@link copyState}), the ids
 * its kept battle drew renamed by `table` (see {@link OpaqueIds}). Its cards' records are its
 * own (they hold its ids) but share the template's frozen values.
 */
function copyRenamed(
  tp: Template,
  plan: OpaqueIds,
  table: ReadonlyMap<string, string>,
  seed: number,
  rng: number[],
  options: Record<string, Json>,
): BattleState {
  const t = tp.state;
  const rename = (id: string): string => table.get(id) ?? id;
  const cards: Record<string, CardState> = {};
  for (let i = 0; i < tp.cardIds.length; i++) {
    const c = t.cards[tp.cardIds[i]];
    const id = rename(c.id);
    // Keys in addCard's order: the state's JSON text (and hash) must not change.
    cards[id] = {
      id,
      def: c.def,
      owner: c.owner,
      zone: plan.zoneNames[i] ? rewriteString(c.zone, table) : c.zone,
      attached: c.attached.length === 0 ? NO_ATTACHED : c.attached.map(rename),
      base: c.base,
      stats: c.stats,
      f: plan.flagNames[i]
        ? rewriteIds(copyJson(c.f), table, false)
        : sharedFlags(c.f)
          ? c.f
          : copyJson(c.f),
    };
  }
  // Spread from the template's when no zone's name changes, as copyState does (its memory).
  const zones: Record<string, string[]> = plan.zoneKeyNames.includes(true) ? {} : { ...t.zones };
  for (let i = 0; i < tp.zoneIds.length; i++) {
    const z = tp.zoneIds[i];
    zones[plan.zoneKeyNames[i] ? rewriteString(z, table) : z] = t.zones[z].map(rename);
  }
  const part = <K extends (typeof REST)[number]>(k: K): BattleState[K] =>
    plan.rest.has(k) ? rewriteIds(copyJson(t[k]), table, false) : copyJson(t[k]);
  return {
    v: t.v,
    system: t.system,
    seed,
    rng,
    pinned: part("pinned"),
    seats: part("seats"),
    options,
    cards,
    zones,
    mods: part("mods"),
    stack: part("stack"),
    tasks: part("tasks"),
    triggers: part("triggers"),
    pending: part("pending"),
    result: part("result"),
    log: part("log"),
    logOn: t.logOn,
    seq: t.seq,
    history: part("history"),
    x: part("x"),
  };
}

/** A deep copy of a state with another seed, generator state and options object. */
function copyState(
  tp: Template,
  seed: number,
  rng: number[],
  options: Record<string, Json>,
): BattleState {
  const t = tp.state;
  const cards: Record<string, CardState> = {};
  for (let i = 0; i < tp.cardIds.length; i++) {
    const id = tp.cardIds[i];
    cards[id] = copyCard(t.cards[id]);
  }
  // The zone table is spread from the template's, then its lists replaced: a spread makes a
  // fast-mode object whose hidden class every copy shares, a sixth of the memory of the
  // dictionary that adding the keys one by one makes (1.6 KB for ygo-trpg's 24 zones). Key
  // order is the template's either way. The card table stays a dictionary: spread the same
  // way (3.1 KB -> 0.5 KB), its lookups by id made whole games ~10% slower, measured.
  const zones: Record<string, string[]> = { ...t.zones };
  for (let i = 0; i < tp.zoneIds.length; i++) zones[tp.zoneIds[i]] = t.zones[tp.zoneIds[i]].slice();
  return {
    v: t.v,
    system: t.system,
    seed,
    rng,
    pinned: t.pinned.slice(),
    seats: t.seats.slice(),
    options,
    cards,
    zones,
    mods: copyJson(t.mods),
    stack: copyJson(t.stack),
    tasks: copyJson(t.tasks),
    triggers: copyJson(t.triggers),
    pending: copyJson(t.pending),
    result: copyJson(t.result),
    log: copyJson(t.log),
    logOn: t.logOn,
    seq: t.seq,
    history: copyJson(t.history),
    x: copyJson(t.x),
  };
}

/**
 * Readies the kept state's cards for sharing. Their values are frozen and shared by every
 * battle copied from the template: printed values (`base`), current values (`stats`; the very
 * same object as `base` when they are equal, as they are before any modifier), an empty
 * attachment list and flags of plain values (one object per distinct set: every Vision card
 * starts with the same seven). A card with nothing attached and flags of plain values (in
 * Vision, ygo-trpg and geo-march, every card at the start) becomes one record shared by every
 * battle too (engine/card-records.ts). A battle owns a card's record, and then its values, only
 * when it writes them (ownCard, ownFlags); a write that skips that is refused loudly in tests
 * instead of changing other battles. Other cards (magical-girl's fighters, whose flags hold
 * lists) keep a record of their own per battle (copyCard), their frozen values still shared.
 */
function freezeShared(s: BattleState): void {
  const flags = new Map<string, CardState["f"]>();
  for (const id in s.cards) {
    const c = s.cards[id];
    // Fresh objects: the first copy still shares them with the battle that was built.
    c.base = Object.freeze({ ...c.base });
    const same = JSON.stringify(c.stats) === JSON.stringify(c.base);
    c.stats = same ? c.base : Object.freeze({ ...c.stats });
    c.attached =
      c.attached.length === 0 ? NO_ATTACHED : (Object.freeze(c.attached.slice()) as string[]);
    if (flatFlags(c.f)) {
      const key = flagsKey(c.f);
      let shared = flags.get(key);
      if (shared === undefined) {
        shared = Object.freeze({ ...c.f });
        flags.set(key, shared);
      }
      c.f = shared;
      // Every value frozen: the record itself is shared (a fresh object, as above).
      if (c.attached.length === 0) s.cards[id] = shareableRecord(c);
    }
  }
}

/**
 * A card's entry in a copy: the template's shared record (see freezeShared), or a copy of the
 * record, keys in the order addCard creates them (the state's JSON text must not change),
 * sharing its frozen values.
 */
function copyCard(c: CardState): CardState {
  if (sharedRecord(c)) return shareRecord(c);
  return {
    id: c.id,
    def: c.def,
    owner: c.owner,
    zone: c.zone,
    attached: c.attached.length === 0 ? c.attached : c.attached.slice(),
    base: c.base,
    stats: c.stats,
    f: copyJson(c.f),
  };
}

/**
 * Flags of plain values as text: keys in their order (the JSON text must stay the card's own)
 * and each value with its type (an undefined value and a missing key are different flags).
 */
function flagsKey(f: CardState["f"]): string {
  let key = "";
  for (const k in f) key += `${k}\u0000${typeof f[k]}:${String(f[k])}\u0001`;
  return key;
}

/** Whether every flag is a plain value, so a shallow copy is a deep one. */
function flatFlags(f: CardState["f"]): boolean {
  for (const k in f) if (f[k] !== null && typeof f[k] === "object") return false;
  return true;
}

/** A deep copy of plain JSON data (keys keep their order). */
function copyJson<T>(v: T): T {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) return v.map(copyJson) as T;
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = copyJson((v as Record<string, unknown>)[k]);
  return out as T;
}
