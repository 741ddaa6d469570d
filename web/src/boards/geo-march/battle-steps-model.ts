/**
 * The steps of a battle in order (GEO-01…60) and which is current: the battle's phase, and for
 * a normal timing or an attack whose it is (the latest such event in the log).
 */
import type { LogLine } from "../../net/protocol.ts";
import type { BattleX } from "./geo-view.ts";

/** One step: its phase, and the seat it belongs to (normal timing and attack). */
export interface Step {
  phase: string;
  seat?: string;
}

/** The seat whose normal timing or attack it is: the latest such event in the log. */
export function phaseSeat(log: LogLine[]): string | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i].event;
    if (e.t === "normal-timing" || e.t === "attack") return String(e.seat);
    if (e.t === "battle-start") return null;
  }
  return null;
}

/** The steps of a battle and the index of the current one. */
export function battleSteps(bt: BattleX, log: LogLine[]): { steps: Step[]; current: number } {
  const first = bt.first;
  const second = first === null ? null : first === bt.marcher ? bt.defender : bt.marcher;
  const middle: Step[] =
    bt.melee || first === null || second === null
      ? bt.phase === "melee" || bt.melee
        ? [{ phase: "melee" }]
        : [{ phase: "normal" }, { phase: "attack" }]
      : [
          { phase: "normal", seat: first },
          { phase: "attack", seat: first },
          { phase: "normal", seat: second },
          { phase: "attack", seat: second },
        ];
  const steps: Step[] = [
    { phase: "fast-summon" },
    { phase: "formation" },
    { phase: "speed" },
    ...middle,
    { phase: "end" },
  ];
  const who = phaseSeat(log);
  let current = steps.findIndex(
    (s) => s.phase === bt.phase && (s.seat === undefined || s.seat === who),
  );
  if (current < 0) current = steps.findIndex((s) => s.phase === bt.phase);
  return { steps, current };
}
