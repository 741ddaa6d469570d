/**
 * Ready action (预备行动, MGR-32): at the end of her turn a fighter declares, for 1 DP, an attack
 * to make when a trigger happens; when it does she pays the attack's DP then — too little DP and
 * the action fails. Reading: the trigger is "the named foe begins an action on its own turn"; the
 * readied attack resolves first (it interrupts), and the declaration lasts until her next turn.
 */
import type { Battle, CardState, OptionDef, Task } from "../../engine/index.ts";
import { attackTask } from "./attack.ts";
import { barred, pay, payCap } from "./costs.ts";
import { fighters, flags, foesOf, isOut } from "./model.ts";
import { actionRow, optionAt, optionRef } from "./option-ids.ts";
import { samePos } from "./positions.ts";
import { readiedOn } from "./ready-triggers.ts";
import { READY_DP } from "./rule-numbers.ts";
import { mgHandlers } from "./tasks.ts";
import { type Arm, weaponsOf } from "./weapons.ts";

/** `ready:<arm>@<foe>` for every weapon and foe in reach, when the 1 DP can be paid. */
export function readyOptions(
  b: Battle,
  c: CardState,
  out: OptionDef[] = [],
  foes: readonly CardState[] = foesOf(b, c.id),
  cap: number = payCap(c),
  arms: readonly Arm[] = weaponsOf(c),
): OptionDef[] {
  if (READY_DP > cap) return out;
  for (let i = 0; i < arms.length; i++) {
    const w = arms[i];
    const row = actionRow("ready", w.id);
    for (let j = 0; j < foes.length; j++)
      if (w.ranged || samePos(c, foes[j])) out.push(optionAt(row, "ready", w.id, foes[j].id));
  }
  return out;
}

/** Tasks firing every readied action aimed at `actor`, which is about to act. */
export function readyTriggers(b: Battle, actor: string): Task[] {
  const fs = fighters(b);
  let any = false;
  for (let i = 0; i < fs.length; i++) if (flags(fs[i]).ready !== "") any = true;
  // Nobody has readied anything (most actions): nothing fires.
  if (!any) return [];
  const out: Task[] = [];
  for (const c of fs) {
    const f = flags(c);
    if (f.ready === "" || f.readyWhen !== "" || !aimsAt(f.ready, actor)) continue;
    // `ready` holds what followed `ready:` in the option chosen (`<arm>@<foe>`).
    const arm = optionRef(`ready:${f.ready}`).thing;
    f.ready = "";
    out.push({ k: "m.ready-fire", card: c.id, arm, target: actor });
  }
  // The open form: any readied action waiting for this foe to act.
  out.push(...readiedOn(b, `acts@${actor}`, b.state.cards[actor]));
  return out;
}

/** Whether a readied `arm@target` ends with `@actor` (tested without composing that text). */
function aimsAt(ready: string, actor: string): boolean {
  const at = ready.length - actor.length - 1;
  return at >= 0 && ready.charCodeAt(at) === 64 /* @ */ && ready.endsWith(actor);
}

/** Task handlers of ready actions. */
export const readyHandlers = mgHandlers({
  "m.ready-fire"(b, t) {
    const c = b.state.cards[t.card];
    const target = b.state.cards[t.target];
    const w = weaponsOf(c).find((x) => x.id === t.arm);
    const why =
      w === undefined
        ? "no-weapon"
        : isOut(target)
          ? "no-target"
          : !w.ranged && !samePos(c, target)
            ? "out-of-reach"
            : barred(c, w.dp);
    if (w === undefined || why !== null) {
      b.emit({ t: "ready-fail", card: c.id, why: why ?? "dp" });
      return;
    }
    pay(c, w.dp);
    b.emit({ t: "ready-fire", card: c.id, target: target.id, arm: w.id, dp: w.dp });
    b.push(attackTask(c.id, target.id, w.id, false));
  },
});
