/**
 * From a setup to a template: the engine builds the battle's initial state (so every form of
 * setup reads as the engine reads it), and its cards, zones, life and first tasks become
 * integers. What the runtime cannot play exactly is refused with a reason: pinned dice, opaque
 * ids, GM tools on, unknown options or house rules off their defaults, a state the runtime has no integer for.
 */
import type { BattleInit, BattleState, Json } from "../../../engine/index.ts";
import { ygoContent } from "../content/index.ts";
import { YGO_OPTIONS, type YgoOption } from "../options.ts";
import { PHASES } from "../phases.ts";
import { ATTRIBUTES } from "../schema.ts";
import { createYgoTrpg } from "../setup.ts";
import { MAX_CARDS } from "./options.ts";
import * as S from "./state.ts";
import {
  type Def,
  TYPE_MONSTER,
  TYPE_SPELL,
  TYPE_TRAP,
  type YgoTemplate,
  ZK,
  ZONE_KINDS,
} from "./template.ts";

/** A template, or why there is none. */
export type Prepared = { template: YgoTemplate; reason: null } | { template: null; reason: string };

const refuse = (reason: string): Prepared => ({ template: null, reason });
const TARGETS = ["none", "enemy-monster", "own-monster"];
const WHEN = ["summon", "attack", "phase"];
const SUMMONS = ["normal", "special", "synchro"];
/** Flags a card may carry at the start. */
const FLAG_KEYS = new Set(["dmg", "acted", "passed", "doom", "setRound"]);

/** Makes the template for `init`'s setup and options, or says why not. */
export function prepareYgoTrpg(init: BattleInit): Prepared {
  if ((init.pinned ?? []).length > 0) return refuse("pinned dice");
  // Readable ids are the default (search bots replay every battle on a readable-id replica).
  if (init.ids === "opaque") return refuse(`card ids "${init.ids}"`);
  const options = init.options ?? {};
  for (const [k, v] of Object.entries(options)) {
    if (k === "content") continue;
    if (k === "gmTools" && v === false) continue;
    // House rules: the runtime plays the default readings only; the engine plays the others.
    if (Object.hasOwn(YGO_OPTIONS, k)) {
      if (v === YGO_OPTIONS[k as YgoOption][0]) continue;
      return refuse(`house rule ${k}=${String(v)}`);
    }
    return refuse(k === "gmTools" ? "GM tools on" : `option "${k}"`);
  }
  if (options.gmTools !== false) return refuse("GM tools on");
  let st: BattleState;
  try {
    st = createYgoTrpg({ ...init, seed: 0, log: false });
  } catch (err) {
    return refuse(`setup: ${err instanceof Error ? err.message : String(err)}`);
  }
  return lower(st);
}

/** The integers of an initial state (YGT-02, YGT-25, YGT-41). */
function lower(st: BattleState): Prepared {
  const x = st.x as Record<string, Json>;
  if (st.mods.length > 0 || st.stack.length > 0 || st.triggers.length > 0)
    return refuse("state with modifiers or a stack");
  if (x.gmSecret !== false || x.battle !== null) return refuse("state mid-battle or GM secrets");
  const seats = st.seats.slice();
  const gm = seats.length - 1;
  if (seats[gm] !== "gm") return refuse("the GM is not the last seat");
  const content = ygoContent(st);
  const ids = Object.keys(st.cards);
  const n = ids.length;
  if (n > MAX_CARDS) return refuse(`more than ${MAX_CARDS} cards`);
  const num = new Map(ids.map((id, i) => [id, i]));
  const zoneNum = new Map<string, number>();
  for (let seat = 0; seat <= gm; seat++)
    for (let k = 0; k < ZK; k++) zoneNum.set(`${seats[seat]}:${ZONE_KINDS[k]}`, seat * ZK + k);
  const zones: number[][] = Array.from({ length: (gm + 1) * ZK }, () => []);
  for (const [zid, list] of Object.entries(st.zones)) {
    const z = zoneNum.get(zid);
    if (z === undefined) {
      if (list.length === 0) continue;
      return refuse(`cards in zone "${zid}"`);
    }
    zones[z] = list.map((id) => num.get(id)!);
  }
  const defIds: string[] = [];
  const defNum = new Map<string, number>();
  const defs: Def[] = [];
  // The lists a search sample deals are plain packed lists (a sample slices them in the JS heap).
  const cardDef = filled(n, 0);
  const owner = new Uint8Array(n);
  const level = filled(n, 0);
  const atk = filled(n, 0);
  const def = filled(n, 0);
  const life = filled(n, 0);
  const attr = filled(n, -1);
  const zone = new Int16Array(n);
  const flags = new Uint8Array(n);
  const dmg = new Int32Array(n);
  const setRound = new Int32Array(n).fill(S.NO_ROUND);
  const attrs = (x.attrs ?? {}) as Record<string, string>;
  for (let i = 0; i < n; i++) {
    const c = st.cards[ids[i]];
    let d = defNum.get(c.def);
    if (d === undefined) {
      const card = content.cards[c.def];
      d = defs.length;
      defNum.set(c.def, d);
      defIds.push(c.def);
      defs.push({
        id: c.def,
        attribute:
          card.type === "monster"
            ? ATTRIBUTES.indexOf(card.attribute as (typeof ATTRIBUTES)[number])
            : -1,
        type:
          card.type === "monster" ? TYPE_MONSTER : card.type === "spell" ? TYPE_SPELL : TYPE_TRAP,
        stays: card.type === "spell" && (card.kind === "continuous" || card.kind === "field"),
        quick: card.type === "spell" && card.kind === "quick",
        target: card.type === "monster" ? 0 : TARGETS.indexOf(card.target),
        when: card.type === "trap" ? WHEN.indexOf(card.when) : -1,
        effects: card.type === "monster" ? [] : card.effects,
        endPhase: card.type === "trap" ? [] : card.endPhase,
        limits: card.type === "spell" && card.limits !== undefined ? card.limits : null,
        summon: card.type === "monster" ? SUMMONS.indexOf(card.summon) : 0,
      });
    }
    cardDef[i] = d;
    const o = seats.indexOf(c.owner);
    if (o < 0) return refuse(`card ${c.id} of no seat`);
    owner[i] = o;
    if (c.attached.length > 0 || c.zone.startsWith("@")) return refuse("attached cards");
    const z = zoneNum.get(c.zone);
    if (z === undefined) return refuse(`card ${c.id} in zone "${c.zone}"`);
    zone[i] = z;
    for (const k of Object.keys(c.base))
      if (c.stats[k] !== c.base[k]) return refuse(`card ${c.id} with changed stats`);
    // Whole 32-bit numbers, as the typed lists these were kept.
    level[i] = (c.base.level ?? 0) | 0;
    atk[i] = (c.base.atk ?? 0) | 0;
    def[i] = (c.base.def ?? 0) | 0;
    life[i] = (c.base.life ?? 0) | 0;
    const card = content.cards[c.def];
    if (card.type === "monster") {
      // The acting order keeps the levels as bits (combat.ts).
      if (level[i] < 1 || level[i] > 30) return refuse(`card ${c.id} of level ${level[i]}`);
      const a = Object.hasOwn(attrs, c.id) ? attrs[c.id] : card.attribute;
      attr[i] = ATTRIBUTES.indexOf(a as (typeof ATTRIBUTES)[number]);
    }
    for (const [k, v] of Object.entries(c.f)) {
      if (!FLAG_KEYS.has(k)) return refuse(`card flag "${k}"`);
      if (k === "dmg") dmg[i] = v as number;
      else if (k === "setRound") setRound[i] = v as number;
      else if (v === true)
        flags[i] |= k === "acted" ? S.F_ACTED : k === "passed" ? S.F_PASSED : S.F_DOOM;
    }
  }
  const chars = x.chars as Record<string, Record<string, number>>;
  const lifeX = x.life as Record<string, number>;
  const fainted = x.fainted as Record<string, boolean>;
  const used = x.used as Record<string, { normal: number; special: number }>;
  const t: Omit<YgoTemplate, "init"> = {
    seats,
    gm,
    ids,
    defs,
    cardDef,
    owner,
    level,
    atk,
    def,
    life,
    attr,
    jobLevel: new Int32Array(gm),
    bonus: new Int32Array(gm),
    zones,
    zone,
    flags,
    dmg,
    setRound,
    playerLife: new Int32Array(gm),
    fainted: new Uint8Array(gm),
    usedNormal: new Int32Array(gm),
    usedSpecial: new Int32Array(gm),
    round: x.round as number,
    tasks: [],
    deal: [],
    playedKeys: [],
  };
  for (let p = 0; p < gm; p++) {
    const seat = seats[p];
    t.jobLevel[p] = chars[seat].jobLevel;
    t.bonus[p] = chars[seat].attributeBonus + chars[seat].jobBonus;
    t.playerLife[p] = lifeX[seat];
    t.fainted[p] = fainted[seat] === true ? 1 : 0;
    t.usedNormal[p] = used[seat].normal;
    t.usedSpecial[p] = used[seat].special;
  }
  for (const task of st.tasks) {
    if (task.k === "setup.overrides") t.tasks.push(S.T_NOOP, 0, 0, 0);
    else if (task.k === "y.round") t.tasks.push(S.T_ROUND, 0, 0, 0);
    else if (task.k === "y.deal") {
      t.tasks.push(S.T_DEAL, 0, 0, 0);
      for (const zid of task.shuffle as string[]) {
        const z = zoneNum.get(zid);
        if (z === undefined) return refuse(`shuffle of zone "${zid}"`);
        t.deal.push(z);
      }
    } else if (task.k === "y.resume") {
      const p = (PHASES as readonly string[]).indexOf(task.phase as string);
      if (p < 0) return refuse(`phase "${String(task.phase)}"`);
      t.tasks.push(S.T_RESUME, p, 0, 0);
    } else return refuse(`task "${task.k}"`);
  }
  for (let seat = 0; seat <= gm; seat++)
    for (const d of defIds) t.playedKeys.push(`${seats[seat]}\t${d}`);
  return { template: { ...t, init: S.initialNumbers(t) }, reason: null };
}

/** `n` copies of `v`, as a packed list (pushed: `new Array(n).fill` leaves it holey to V8). */
function filled(n: number, v: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(v);
  return out;
}
