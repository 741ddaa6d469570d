/**
 * A new prepared battle: the starter the prepare page opens with, one that plays as it is, so
 * the GM/KP changes a working battle rather than fills in a blank one. Browser-safe (data only).
 */
import type { Lang } from "../../engine/index.ts";
import type { PrepDoc, PrepSystem } from "./prep-types.ts";

/** A new battle's name in each language. */
const NEW_NAME: Record<PrepSystem, Record<Lang, string>> = {
  "ygo-trpg": { ja: "新しい遭遇", zh: "新的遭遇", en: "New encounter" },
  "magical-girl": { zh: "新的战斗", ja: "新しい戦闘", en: "New battle" },
};

/** Each system's starter setup (shipped ids only; the same the lobby's new game plays). */
function starterSetup(system: PrepSystem): Record<string, unknown> {
  if (system === "ygo-trpg")
    return {
      start: "encounter",
      players: { p1: { character: "akane" }, p2: { character: "shiro" } },
      gm: { encounter: "wyrm-lair" },
    };
  return {
    mode: "battle",
    girls: [
      { seat: "p1", girl: "hoshino" },
      { seat: "p2", girl: "tsukiko" },
    ],
    enemies: [{ enemy: "gloom-wolf" }],
  };
}

/**
 * A starter of `system` that plays: ygo-trpg, Akane (p1) and Shiro (p2) against the shipped
 * encounter `wyrm-lair`; magical-girl, Hoshino (p1) and Tsukiko (p2) against a gloom wolf, mode
 * battle, no map. Named in `lang`, its log in `lang`, seed 1, no entries of its own.
 */
export function newPrep(system: PrepSystem, lang: Lang): PrepDoc {
  return {
    system,
    name: NEW_NAME[system][lang],
    lang,
    seed: 1,
    content: {},
    setup: starterSetup(system),
    options: {},
  };
}
