/**
 * The positions map's numbers: how far a fighter can still move this turn for the DP she has
 * (MGR-26: metres per DP from the sheet, already halved by a light wound; a light wound also caps
 * the turn's movement below 4 DP, MGR-61), the weapons lying on the ground (MGR-70) and where the
 * last failed throw scattered (MGR-72), read from the log.
 */

import { LIGHT_WOUND_LIMIT } from "../../../../src/systems/magical-girl/rule-numbers.ts";
import type { LogLine } from "../../net/protocol.ts";
import type { Fighter } from "./model.ts";

/** DP a fighter may still spend on movement this turn, and the metres that carries her. */
export function moveRange(f: Fighter, spend?: number): { dp: number; metres: number } {
  const per = f.sheet?.metresPerDp ?? 0;
  const down = f.f.hp <= 0 || f.f.wound === "heavy";
  let dp = down ? 0 : f.f.dp;
  if (f.f.wound === "light") dp = Math.min(dp, Math.max(0, LIGHT_WOUND_LIMIT - f.f.moved));
  if (spend !== undefined) dp = Math.min(dp, spend);
  return { dp, metres: dp * per };
}

/** A failed throw's landing (the `scatter` event with its `throw`): who threw at whom, where. */
export interface Scatter {
  thrower: string;
  target: string;
  arm: string;
  face: number;
  where: string;
}

/** The last scatter in the log since the last round began, or null. */
export function lastScatter(log: LogLine[]): Scatter | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i].event;
    if (e.t === "round") return null;
    if (e.t !== "scatter") continue;
    for (let j = i - 1; j >= 0; j--) {
      const t = log[j].event;
      if (t.t === "throw" && t.card === e.card)
        return {
          thrower: String(e.card),
          target: String(t.target),
          arm: String(t.arm),
          face: Number(e.face),
          where: String(e.where),
        };
    }
    return null;
  }
  return null;
}

/**
 * Where a scatter lands relative to the target point, as a unit offset in the drawing's frame:
 * beyond / short along the thrower→target line, left / right across it, metres given (MGR-72).
 */
export function scatterOffset(
  where: string,
  from: { x: number; y: number },
  to: { x: number; y: number },
  metres = 5,
): { x: number; y: number } {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  switch (where) {
    case "beyond":
      return { x: ux * metres, y: uy * metres };
    case "short":
      return { x: -ux * metres, y: -uy * metres };
    case "left":
      return { x: uy * metres, y: -ux * metres };
    case "right":
      return { x: -uy * metres, y: ux * metres };
    default:
      return { x: 0, y: 0 };
  }
}

/** Weapons lying on the ground by position (`x.ground`: position → `fighter:weapon`). */
export function groundAt(ground: Record<string, string[]> | undefined, pos: string) {
  return (ground?.[pos] ?? []).map((e) => {
    const colon = e.indexOf(":");
    return { owner: e.slice(0, colon), weapon: e.slice(colon + 1) };
  });
}
