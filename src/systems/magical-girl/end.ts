/**
 * When the combat ends (state-based, after every step): a KP battle when one side has nobody
 * left who can act; a duel (决斗, MGR-06) when one side is all at 0 HP; a spar (切磋, MGR-05) when
 * any fighter is at a third of max HP or less — then HP returns to its pre-spar value and the
 * losing side loses 1d2 HP each.
 */
import type { Battle, CardState } from "../../engine/index.ts";
import { fighters, flags, isDown, isOut, KP, mgx } from "./model.ts";
import { SPAR_END_DIVISOR } from "./rule-numbers.ts";

/** The sides present, in setup order. */
function sides(fs: readonly CardState[]): string[] {
  return [...new Set(fs.map((c) => flags(c).side))];
}

/** A seat-like name for a winning side: the KP for enemies, else the side name. */
function winnerOf(side: string): string {
  return side === "enemy" ? KP : side;
}

/** The state-based check: ends the battle when a mode's end condition holds. */
export function mgCheck(b: Battle): string | null {
  if (b.state.result !== null) return null;
  const x = mgx(b);
  if (x.mode === "contest" || x.mode === "aftermath" || x.round === 0) return null;
  // Runs after every step: list the fighters once per call.
  const fs = fighters(b);
  if (x.mode === "spar") {
    const low = fs.find((c) => flags(c).hp * SPAR_END_DIVISOR <= c.stats.hpMax);
    if (low === undefined) return null;
    endSpar(b, low);
    return "spar-end";
  }
  const duel = x.mode === "duel";
  // A duel where nobody can act any more (all heavily wounded or at 0 HP) cannot end by 0 HP.
  if (duel && fs.every(isDown)) {
    b.end({ winner: null, outcome: "draw", reason: { k: "reason.stalemate" } });
    return "stalemate";
  }
  // Sides in setup order and whether anyone on each still stands (a duel: above 0 HP; a KP
  // battle: able to act). Plain loops, no closures or sets: this runs after every step.
  const all: string[] = [];
  const standing: boolean[] = [];
  for (let i = 0; i < fs.length; i++) {
    const c = fs[i];
    const side = flags(c).side;
    let k = all.indexOf(side);
    if (k < 0) {
      k = all.length;
      all.push(side);
      standing.push(false);
    }
    if (!standing[k] && !(duel ? isOut(c) : isDown(c))) standing[k] = true;
  }
  for (let k = 0; k < all.length; k++) {
    if (standing[k]) continue;
    const side = all[k];
    const other = all.find((s) => s !== side) ?? side;
    b.end({
      winner: winnerOf(other),
      outcome: "win",
      reason: { k: `reason.${x.mode}`, p: { side } },
    });
    return "combat-end";
  }
  return null;
}

/** Ends a spar: HP restored, the losing side loses 1d2 each (MGR-05). */
function endSpar(b: Battle, low: CardState): void {
  const x = mgx(b);
  const loser = flags(low).side;
  b.emit({ t: "spar-end", card: low.id, side: loser });
  for (const c of fighters(b)) {
    flags(c).hp = x.before[c.id] ?? flags(c).hp;
    b.touch();
    b.emit({ t: "hp-restore", card: c.id, hp: flags(c).hp });
  }
  for (const c of fighters(b)) {
    if (flags(c).side !== loser) continue;
    const loss = b.rollDie(2);
    flags(c).hp = Math.max(0, flags(c).hp - loss);
    b.touch();
    b.emit({ t: "spar-loss", card: c.id, amount: loss, hp: flags(c).hp });
  }
  const winner = sides(fighters(b)).find((s) => s !== loser) ?? loser;
  b.end({ winner, outcome: "win", reason: { k: "reason.spar", p: { side: loser } } });
}
