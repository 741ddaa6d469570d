/**
 * The forms a new magical-girl game can take (seed 002, MGR-05…07): the KP's enemies against the
 * party, or one of the PvP forms between two girls — 决斗 (to 0 HP), 切磋 (until one is at a
 * third of her HP; HP returns after) and 技艺比拼 (a skill contest). The lobby offers them as the
 * table's mode; each is a whole setup, checked by the system like any scenario's.
 */
import type { Json, Lang } from "../../engine/index.ts";

/** Two girls on opposite sides, as every PvP form seats them. */
const PVP_GIRLS = [
  { seat: "p1", girl: "hoshino", side: "a" },
  { seat: "p2", girl: "tsukiko", side: "b" },
];

/** A new game's mode: its setup and its name in each language (the seed's own words in zh). */
export interface GameMode {
  setup: { [key: string]: Json };
  name: Record<Lang, string>;
}

/** The new-game modes by id; `battle` is the system's usual new game. */
export const MAGICAL_GIRL_MODES: Record<string, GameMode> = {
  battle: {
    setup: {
      mode: "battle",
      girls: [
        { seat: "p1", girl: "hoshino" },
        { seat: "p2", girl: "tsukiko" },
      ],
      enemies: [
        { enemy: "gloom-wolf", group: "wolves" },
        { enemy: "gloom-wolf", group: "wolves" },
        { enemy: "despair-toad" },
      ],
    },
    name: { zh: "战斗（对敌人）", ja: "戦闘（敵との）", en: "battle (against enemies)" },
  },
  duel: {
    setup: { mode: "duel", girls: PVP_GIRLS },
    name: { zh: "决斗", ja: "決闘", en: "duel" },
  },
  spar: {
    setup: { mode: "spar", girls: PVP_GIRLS },
    name: { zh: "切磋", ja: "手合わせ", en: "spar" },
  },
  contest: {
    setup: { mode: "contest", category: "combat", girls: PVP_GIRLS },
    name: { zh: "技艺比拼", ja: "技比べ", en: "skill contest" },
  },
};
