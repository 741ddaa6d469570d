/**
 * From a battle's setup to a template of integers, once: the engine's own `createVision` builds
 * the initial state (the setup template of shared/setup-template.ts, so this costs one copy),
 * then every card id becomes a number, every definition a record (defs.ts), every zone an
 * array of numbers. What the runtime cannot play exactly is refused with a reason, and the
 * caller plays that battle on the engine.
 */
import type { BattleInit, BattleState } from "../../../engine/index.ts";
import { HAND_LIMIT } from "../rule-numbers.ts";
import { KEYWORDS } from "../schema.ts";
import { createVision } from "../setup.ts";
import { cardsOf } from "../zones.ts";
import * as K from "./codes.ts";
import { lowerDefs } from "./defs.ts";
import { MAX_CARDS } from "./options.ts";
import { layoutOf } from "./state.ts";
import type { VisionTemplate } from "./template.ts";

/** A template, or why there is none (the battle plays on the engine). */
export type Prepared =
  | { template: VisionTemplate; reason: null }
  | { template: null; reason: string };

/** Options the runtime plays as the engine does; any other option falls back. */
const KNOWN_OPTIONS = new Set(["startingLife", "handLimit", "firstPlayerDraws", "content"]);

const refuse = (reason: string): Prepared => ({ template: null, reason });

/** The stat slot of a stat name, or -1. */
function statSlot(name: string): number {
  if (name === "attack") return K.S_ATK;
  if (name === "toughness") return K.S_TGH;
  if (name === "graze") return K.S_GRZ;
  const kw = KEYWORDS.indexOf(name.slice(3) as (typeof KEYWORDS)[number]);
  return name.startsWith("kw.") && kw >= 0 ? K.S_KW + kw : -1;
}

/** Prepares a template for battles of `init`'s setup and options (any seed). */
export function prepareVision(init: BattleInit): Prepared {
  if (init.ids === "opaque") return refuse("opaque card ids");
  if ((init.pinned?.length ?? 0) > 0) return refuse("pinned dice");
  for (const k of Object.keys(init.options ?? {}))
    if (!KNOWN_OPTIONS.has(k)) return refuse(`option "${k}"`);
  const hl = init.options?.handLimit;
  if (hl !== undefined && typeof hl !== "number") return refuse("option handLimit is not a number");
  let state: BattleState;
  try {
    state = createVision({ ...init, seed: 0 });
  } catch (err) {
    return refuse(`setup: ${(err as Error).message}`);
  }
  return lower(state, init);
}

function lower(state: BattleState, init: BattleInit): Prepared {
  const tasks = state.tasks;
  if (tasks.length !== 2 || tasks[0].k !== "v.turn" || tasks[1].k !== "v.start")
    return refuse("setup queues more than the turn and the deal (overrides)");
  const startTask = tasks[1];
  if (startTask.deal !== true) return refuse(`setup starts in a main phase`);
  if ((startTask.attach as unknown[]).length > 0 || (startTask.mods as unknown[]).length > 0)
    return refuse("setup sets cards or modifiers on characters");
  if (state.mods.length > 0 || state.stack.length > 0 || state.triggers.length > 0)
    return refuse("setup has modifiers or plays");
  const ids = Object.keys(state.cards);
  if (ids.length > MAX_CARDS) return refuse(`more than ${MAX_CARDS} cards`);
  const content = cardsOf(state);
  const defs = lowerDefs(
    content,
    ids.map((id) => state.cards[id].def),
  );
  if (typeof defs === "string") return refuse(defs);
  const n = ids.length;
  const num = new Map<string, number>();
  for (let i = 0; i < ids.length; i++) num.set(ids[i], i);
  const cardDef = new Int16Array(n);
  const owner = new Uint8Array(n);
  const cards = new Int32Array(n * K.SLOTS);
  const zones = new Uint8Array(K.ZONE_COUNT * n);
  const zoneLen = new Int32Array(K.ZONE_COUNT);
  for (let i = 0; i < n; i++) {
    const c = state.cards[ids[i]];
    const di = defs.byId.get(c.def) as number;
    cardDef[i] = di;
    if (c.owner !== "p1" && c.owner !== "p2") return refuse(`card ${c.id} has owner ${c.owner}`);
    owner[i] = c.owner === "p1" ? 0 : 1;
    const at = i * K.SLOTS;
    const base = defs.list[di].base;
    for (let k = 0; k < K.STAT_COUNT; k++) cards[at + K.C_ATK + k] = base[k];
    for (const [name, v] of Object.entries(c.stats)) {
      const slot = statSlot(name);
      const kw = slot - K.S_KW;
      const printed = slot < K.S_KW ? base[slot] : (base[K.kwSlot(kw)] / K.kwUnit(kw)) & K.KW_MAX;
      if (slot < 0 || printed !== v) return refuse(`card ${c.id}: stat ${name} set by hand`);
    }
    const f = c.f;
    if (f.dmg || f.cdmg || f.doom || f.doomed)
      return refuse(`card ${c.id} starts damaged or doomed`);
    cards[at + K.C_SLEEP] = f.sleep === true ? 1 : 0;
    cards[at + K.C_HOST] = -1;
    cards[at + K.C_ZONE] = -1;
  }
  for (let seat = 0; seat < 2; seat++) {
    for (let kind = 0; kind < 6; kind++) {
      const zone = seat * 6 + kind;
      const list = state.zones[`p${seat + 1}:${K.ZONE_NAMES[kind]}`] ?? [];
      if (kind === K.Z_FIELD && list.length > 0)
        return refuse("setup puts characters on the field");
      for (const id of list) {
        const i = num.get(id) as number;
        cards[i * K.SLOTS + K.C_ZONE] = zone;
        zones[zone * n + zoneLen[zone]++] = i;
      }
    }
  }
  for (let i = 0; i < n; i++)
    if (cards[i * K.SLOTS + K.C_ZONE] < 0) return refuse(`card ${ids[i]} is in no seat's zone`);
  const x = state.x;
  const life = x.life as Record<string, number>;
  const hand = startTask.hand as Record<string, number>;
  const shuffle = startTask.shuffle as Record<string, boolean>;
  const ans = [0, 0];
  const up = [0, 0];
  const defList = defs.list;
  for (let i = 0; i < n; i++) {
    const zone = cards[i * K.SLOTS + K.C_ZONE];
    const d = defList[cardDef[i]];
    if (zone % 6 === K.Z_HAND ? d.inWindow : zone % 6 === K.Z_FIELD && d.activatedInWindow)
      ans[owner[i]]++;
    if (zone % 6 === K.Z_NODE && cards[i * K.SLOTS + K.C_SLEEP] === 0) up[owner[i]]++;
  }
  let windows = 0;
  for (const d of defs.list) windows |= d.triggerWindows;
  return {
    reason: null,
    template: {
      defs,
      facts: defs.facts,
      ids,
      cardDef,
      owner,
      n,
      cards,
      zones,
      zoneLen,
      life0: life.p1,
      life1: life.p2,
      handLimit: (init.options?.handLimit as number | undefined) ?? HAND_LIMIT,
      firstPlayerDraws: init.options?.firstPlayerDraws === true,
      first: x.active === "p1" ? 0 : 1,
      hand: [hand.p1, hand.p2],
      shuffle: [shuffle.p1 === true, shuffle.p2 === true],
      windows,
      layout: layoutOf(n, defs.list.length),
      scratch: {
        refs: new Uint8Array(n),
        doomList: new Uint8Array(n),
        srcList: new Uint8Array(n + 1),
        touched: new Uint8Array(n),
      },
      // Not frozen (a frozen array's slice takes a slow path): zones.ts's attach copies it first.
      noAttachments: new Array<number[] | null>(n).fill(null),
      ans0: ans[0],
      ans1: ans[1],
      up0: up[0],
      up1: up[1],
      playedKeys: ["p1", "p2"].flatMap((seat) => defs.list.map((d) => `${seat}\t${d.id}`)),
    },
  };
}
