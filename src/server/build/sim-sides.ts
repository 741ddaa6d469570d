/**
 * The sides a quick sim of a prepared battle counts wins for, from its seats and setup:
 * ygo-trpg's players (p1…pN, who win together: the battle's winner is `players`) against the GM;
 * magical-girl's party against the KP's enemies, or side a against side b in the PvP forms
 * (决斗, 切磋, 技艺比拼). Each side names the battle winners (`win:<winner>` outcomes) that are
 * its wins, so a battle counts once for one side whatever its seats.
 */

import type { PrepSystem } from "../../build/prepare/prep-types.ts";
import type { Lang, RuleSystem, Seat } from "../../engine/index.ts";
import { seatLabel } from "../../engine/index.ts";

/** One side of a prepared battle. */
export interface SimSide {
  side: string;
  label: string;
  seats: Seat[];
  /** Battle winners that are this side's wins. */
  winners: string[];
}

/** Player-versus-player forms of magical-girl: sides a and b. */
const PVP_MODES = ["duel", "spar", "contest"];

/** The sides of a battle of `system` with `seats` and `setup`, labelled in `lang`. */
export function simSides(
  id: PrepSystem,
  system: RuleSystem,
  seats: readonly Seat[],
  setup: unknown,
  lang: Lang,
): SimSide[] {
  const label = (seat: string) => seatLabel(system, seat, lang);
  if (id === "ygo-trpg") {
    const players = seats.filter((s) => s !== "gm");
    return [
      {
        side: "players",
        label: label("players"),
        seats: players,
        winners: ["players", ...players],
      },
      { side: "gm", label: label("gm"), seats: ["gm"], winners: ["gm"] },
    ];
  }
  const s = (setup ?? {}) as { mode?: string; girls?: { seat?: string; side?: string }[] };
  const girls = Array.isArray(s.girls) ? s.girls : [];
  if (PVP_MODES.includes(s.mode ?? "battle")) {
    return (["a", "b"] as const).map((side) => {
      const on = girls.filter((g) => g.side === side).map((g) => String(g.seat));
      return { side, label: label(side), seats: [...new Set(on)], winners: [side, ...on] };
    });
  }
  const party = seats.filter((seat) => seat !== "kp");
  return [
    { side: "party", label: label("party"), seats: party, winners: ["party", ...party] },
    { side: "enemy", label: label("enemy"), seats: ["kp"], winners: ["kp", "enemy"] },
  ];
}
