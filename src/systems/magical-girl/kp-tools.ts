/**
 * KP tools as the KP seat's decisions (option `kpTools: on`): before each turn the KP may adjust
 * any fighter's HP, MP or DP by one, or add or heal a wound step, each logged, until "done".
 * Values stay in range (HP 0…max, MP ≥ 0, DP 0…cap). Undoing a decision is the engine's `undoTo`
 * (the CLI's `undo`); approving reactions and pricing skill uses are asked where they happen.
 */
import type { Battle, OptionDef } from "../../engine/index.ts";
import { dpCap, fighters, flags, KP, type Wound } from "./model.ts";
import { actionOption, optionRef, plainOption } from "./option-ids.ts";
import { mgHandlers } from "./tasks.ts";

const UP: Record<Wound, Wound> = { none: "light", light: "heavy", heavy: "heavy" };
const DOWN: Record<Wound, Wound> = { none: "none", light: "none", heavy: "light" };

/** What each `adjust:<fighter>@<what>` of a number changes: the flag and by how much. */
const STEPS: Readonly<Record<string, readonly ["hp" | "mp" | "dp", number]>> = {
  "hp-1": ["hp", -1],
  "hp+1": ["hp", 1],
  "mp-1": ["mp", -1],
  "mp+1": ["mp", 1],
  "dp-1": ["dp", -1],
  "dp+1": ["dp", 1],
};

/** Every adjustment possible now, then `adjust-done`. */
export function toolOptions(b: Battle): OptionDef[] {
  const out: OptionDef[] = [];
  for (const c of fighters(b)) {
    const f = flags(c);
    const add = (ok: boolean, what: string) => {
      if (ok) out.push(actionOption("adjust", c.id, what));
    };
    add(f.hp > 0, "hp-1");
    add(f.hp < c.stats.hpMax, "hp+1");
    add(f.mp > 0, "mp-1");
    add(f.mp < c.stats.mpMax, "mp+1");
    add(f.dp > 0, "dp-1");
    add(f.dp < dpCap(c), "dp+1");
    add(f.wound !== "heavy", "wound+");
    add(f.wound !== "none", "wound-");
  }
  out.push(plainOption("adjust-done"));
  return out;
}

/** Task handlers of the KP tools. */
export const kpToolHandlers = mgHandlers({
  "m.kp-tools"(b) {
    b.ask(KP, { k: "prompt.kp-tools" }, toolOptions(b), { k: "m.kp-tool" });
  },
  "m.kp-tool"(b, t) {
    const ref = optionRef(t.choice ?? "");
    if (ref.id === "adjust-done") return;
    const id = ref.thing;
    const what = ref.target ?? "";
    const c = b.state.cards[id];
    const f = flags(c);
    if (what === "wound+" || what === "wound-") f.wound = (what === "wound+" ? UP : DOWN)[f.wound];
    else {
      const [stat, by] = STEPS[what];
      f[stat] += by;
    }
    b.emit({ t: "kp-adjust", card: id, what, hp: f.hp, mp: f.mp, dp: f.dp, wound: f.wound });
    b.touch();
    b.push({ k: "m.kp-tools" });
  },
});
