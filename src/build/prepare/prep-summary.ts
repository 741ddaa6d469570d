/**
 * A prepared battle at a glance, read off the battle the system itself builds from the doc's
 * scenario (the scenario loader, then `create()` over scenarioInit), so every number is the
 * engine's own: who sits in each seat; for ygo-trpg the battle phase's acting order of the
 * monsters on the fields at the start (YGT-20) and each player's summon chance for every monster
 * they may hold or draw (the `kassen odds ygo-trpg summon` question); for magical-girl how far
 * each fighter moves per DP and what reaching each map position costs her. Node only.
 */
import type { BattleState, CardState, Lang, Seat } from "../../engine/index.ts";
import { parseScenario, scenarioInit } from "../../scenario/load.ts";
import { MG_STORE } from "../../systems/magical-girl/content/index.ts";
import { FIELD, flags, KP, mgx } from "../../systems/magical-girl/model.ts";
import { heavyLoad, moveCost } from "../../systems/magical-girl/positions.ts";
import type { BattleMap } from "../../systems/magical-girl/schema.ts";
import { metresPerDp } from "../../systems/magical-girl/sheet-view.ts";
import { SYSTEM_ENTRIES } from "../../systems/registry.ts";
import { YGO_STORE } from "../../systems/ygo-trpg/content/index.ts";
import { SUMMON_QUESTION } from "../../systems/ygo-trpg/odds/summon-question.ts";
import { ygoX } from "../../systems/ygo-trpg/x-state.ts";
import { fainted, GM, playerSeats, sideMonsters, zoneOf } from "../../systems/ygo-trpg/zones.ts";
import type { ActingGroup, Movement, PrepDoc, PrepSummary, SummonChances } from "./prep-types.ts";
import { scenarioOfPrep } from "./prep-yaml.ts";

/**
 * A content name in `lang`: a LocalizedName (`{ja, zh, en}`) falls back to the others when it
 * lacks `lang`; a plain string is itself; anything else is `fallback`.
 */
export function nameIn(name: unknown, lang: Lang, fallback: string): string {
  if (typeof name === "string" && name !== "") return name;
  if (name === null || typeof name !== "object") return fallback;
  const n = name as Partial<Record<Lang, unknown>>;
  for (const l of [lang, "en", "ja", "zh"] as const) {
    const v = n[l];
    if (typeof v === "string" && v !== "") return v;
  }
  return fallback;
}

/** The battle the doc's scenario starts with, and its options (packs included). */
function startOf(doc: PrepDoc): { state: BattleState; options: Record<string, unknown> } {
  const { scenario, system } = parseScenario(JSON.stringify(scenarioOfPrep(doc)), "scenario", {
    upload: true,
  });
  const init = scenarioInit(scenario);
  return { state: system.create(init), options: init.options ?? {} };
}

/** The seat's name as the system says it (`GM`, `KP`), for a seat nobody in particular fills. */
function seatWord(doc: PrepDoc, seat: Seat, lang: Lang): string {
  return SYSTEM_ENTRIES[doc.system].system.seatName?.(seat, lang) ?? seat.toUpperCase();
}

/** Names with counts in the order first met: `Cavern Goblin ×2, Shade Bat`. */
function tally(names: string[], lang: Lang): string {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts]
    .map(([n, k]) => (k === 1 ? n : `${n} ×${k}`))
    .join(lang === "en" ? ", " : "、");
}

// ——— ygo-trpg ———

/** A ygo-trpg card's name in `lang`. */
function ygoCardName(s: BattleState, def: string, lang: Lang): string {
  const c = YGO_STORE.of(s).cards;
  return nameIn(Object.hasOwn(c, def) ? c[def].name : undefined, lang, def);
}

/** ygo-trpg seats: each player's character; the GM's encounter (or its monsters). */
function ygoSeats(doc: PrepDoc, s: BattleState, lang: Lang): PrepSummary["seats"] {
  const content = YGO_STORE.of(s);
  const { chars } = ygoX(s);
  const players = playerSeats(s).map((seat) => {
    const id = chars[seat].id;
    return { seat, name: nameIn(content.characters[id]?.name, lang, id) };
  });
  const gm = (doc.setup.gm ?? {}) as { encounter?: unknown };
  const enc =
    typeof gm.encounter === "string" && Object.hasOwn(content.encounters, gm.encounter)
      ? nameIn(content.encounters[gm.encounter].name, lang, gm.encounter)
      : tally(
          sideMonsters(s, false).map((id) => ygoCardName(s, s.cards[id].def, lang)),
          lang,
        );
  return [...players, { seat: GM, name: enc === "" ? seatWord(doc, GM, lang) : enc }];
}

/**
 * The battle phase's acting order for the monsters on the fields at the start (YGT-20, as
 * battle-order.ts groups them): levels most first; a level both sides have is a roll-off.
 * Monsters of a fainted player take no part.
 */
function actingOrder(s: BattleState, lang: Lang): ActingGroup[] {
  const side = (players: boolean) =>
    sideMonsters(s, players).filter((id) => !fainted(s, s.cards[id].owner));
  const ps = side(true);
  const gs = side(false);
  const levels = [...new Set([...ps, ...gs].map((id) => s.cards[id].stats.level))].sort(
    (a, b) => b - a,
  );
  return levels.map((level) => {
    const at = (ids: string[]) => ids.filter((id) => s.cards[id].stats.level === level);
    const mine = at(ps);
    const theirs = at(gs);
    return {
      level,
      rollOff: mine.length > 0 && theirs.length > 0,
      monsters: [...mine, ...theirs].map((id) => ({
        seat: s.cards[id].owner,
        card: s.cards[id].def,
        name: ygoCardName(s, s.cards[id].def, lang),
      })),
    };
  });
}

/**
 * Each player's summon chance (YGT-13, under the table's reading of the doubles) for every
 * monster in their monster hand and monster deck: one row per card and level, most stars first.
 */
function summonChances(
  s: BattleState,
  options: Record<string, unknown>,
  lang: Lang,
): SummonChances[] {
  const question = SUMMON_QUESTION.withOptions?.(options as never) ?? SUMMON_QUESTION;
  const { chars } = ygoX(s);
  return playerSeats(s).map((seat) => {
    const ch = chars[seat];
    const chance = new Map<number, number>();
    const p = (level: number): number => {
      let v = chance.get(level);
      if (v === undefined) {
        const a = question.answer(
          { level, attributeBonus: ch.attributeBonus, jobBonus: ch.jobBonus },
          lang,
        );
        v = a.probability ?? 0;
        chance.set(level, v);
      }
      return v;
    };
    const rows = new Map<string, SummonChances["rows"][number]>();
    for (const zone of ["mhand", "mdeck"] as const)
      for (const id of s.zones[zoneOf(seat, zone)] ?? []) {
        const c = s.cards[id];
        const level = c.stats.level;
        if (level === undefined) continue;
        const key = `${c.def}\u0000${level}`;
        if (!rows.has(key))
          rows.set(key, {
            card: c.def,
            name: ygoCardName(s, c.def, lang),
            level,
            chance: p(level),
          });
      }
    return {
      seat,
      character: ch.id,
      rows: [...rows.values()].sort((a, b) => b.level - a.level || a.name.localeCompare(b.name)),
    };
  });
}

// ——— magical-girl ———

/** A fighter's name: her girl's or its enemy's, in `lang`. */
function fighterName(s: BattleState, c: CardState, lang: Lang): string {
  const content = MG_STORE.of(s);
  const list = flags(c).kind === "girl" ? content.girls : content.enemies;
  return nameIn(Object.hasOwn(list, c.def) ? list[c.def].name : undefined, lang, c.def);
}

/** The fighters in setup order: girls, then enemies. */
function fightersOf(s: BattleState): CardState[] {
  return (s.zones[FIELD] ?? []).map((id) => s.cards[id]);
}

/** magical-girl seats: each player's girl (her side in a PvP form); the KP's enemies. */
function mgSeats(doc: PrepDoc, s: BattleState, lang: Lang): PrepSummary["seats"] {
  const all = fightersOf(s);
  const pvp = ["duel", "spar", "contest"].includes(mgx(s).mode);
  return s.seats.map((seat) => {
    const own = all.filter((c) => c.owner === seat);
    if (seat === KP) {
      const enemies = tally(
        own.map((c) => fighterName(s, c, lang)),
        lang,
      );
      return { seat, name: enemies === "" ? seatWord(doc, KP, lang) : enemies };
    }
    const girl = own[0];
    const row: PrepSummary["seats"][number] = {
      seat,
      name: girl === undefined ? seatWord(doc, seat, lang) : fighterName(s, girl, lang),
    };
    if (pvp && girl !== undefined) row.side = flags(girl).side;
    return row;
  });
}

/**
 * From `from`, the least total of `weight` over the map's usable ways to every position
 * (Dijkstra; a handful of positions). A way through a closed door is not usable; a position
 * `barred` is never entered.
 */
function leastTo(
  map: BattleMap,
  from: string,
  open: (door: string) => boolean,
  weight: (metres: number) => number,
  barred: (pos: string) => boolean,
): Map<string, number> {
  const best = new Map<string, number>([[from, 0]]);
  const done = new Set<string>();
  for (;;) {
    let at: string | undefined;
    for (const [p, d] of best) if (!done.has(p) && (at === undefined || d < best.get(at)!)) at = p;
    if (at === undefined) return best;
    done.add(at);
    const here = best.get(at)!;
    for (const way of map.distances) {
      if (way.door !== undefined && !open(way.door)) continue;
      const to = way.from === at ? way.to : way.to === at ? way.from : undefined;
      if (to === undefined || done.has(to) || barred(to)) continue;
      const d = here + weight(way.m);
      if (d < (best.get(to) ?? Number.POSITIVE_INFINITY)) best.set(to, d);
    }
  }
}

/**
 * Each fighter's movement at the start: metres per DP (as her sheet says it), her DP, and for
 * every map position the shortest metres from where she starts and the least DP that costs,
 * moving way by way as the battle charges each move (MGR-26/27/61). Overloaded, she never
 * enters dangerous terrain (nor leaves it).
 */
function movement(s: BattleState, lang: Lang): Movement[] {
  const x = mgx(s);
  const map = x.map === "" ? undefined : MG_STORE.of(s).maps[x.map];
  const open = (door: string) => x.objects[door]?.state === "open";
  return fightersOf(s).map((c) => {
    const f = flags(c);
    const reach: Movement["reach"] = [];
    if (map !== undefined) {
      const danger = new Set(map.positions.filter((p) => p.danger).map((p) => p.id));
      const stuck = heavyLoad(c) && danger.has(f.pos);
      const barred = (pos: string) => stuck || (heavyLoad(c) && danger.has(pos));
      const metres = leastTo(map, f.pos, open, (m) => m, barred);
      const dp = leastTo(map, f.pos, open, (m) => moveCost(c, m), barred);
      for (const p of map.positions) {
        const m = metres.get(p.id);
        const d = dp.get(p.id);
        reach.push({
          pos: p.id,
          metres: m === undefined ? null : m,
          dp: d === undefined || !Number.isFinite(d) ? null : d,
        });
      }
    }
    return {
      fighter: c.id,
      name: fighterName(s, c, lang),
      seat: c.owner,
      pos: f.pos,
      metresPerDp: metresPerDp(c),
      dp: f.dp,
      reach,
    };
  });
}

/**
 * The summary of a prepared battle that plays (checkPrep found no problem; otherwise the
 * scenario loader's DataFileError is thrown).
 */
export function prepSummary(doc: PrepDoc, lang: Lang): PrepSummary {
  const { state, options } = startOf(doc);
  if (doc.system === "ygo-trpg")
    return {
      seats: ygoSeats(doc, state, lang),
      actingOrder: actingOrder(state, lang),
      summon: summonChances(state, options, lang),
    };
  return { seats: mgSeats(doc, state, lang), movement: movement(state, lang) };
}
