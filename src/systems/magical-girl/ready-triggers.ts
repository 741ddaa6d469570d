/**
 * Which readied actions a happening sets off (MGR-32, seed l.70: 「如果玩家想要等待时机行动，而这个
 * 时机可能并不在自己的回合中产生，那么玩家可以声明预备行动」). A readied action of the open form names
 * its moment from a list — `acts@<foe>` (that foe starts an action), `attacked@<ally>` (that ally
 * is attacked), `enters@<position>` (a foe enters that position) — and fires once, for a fighter
 * of another side than the one who caused it.
 */
import type { Battle, CardState, Task } from "../../engine/index.ts";
import { fighters, flags } from "./model.ts";

/** `m.ready-go` tasks for every readied action waiting for `when`, set off by `by` (cleared). */
export function readiedOn(b: Battle, when: string, by: CardState): Task[] {
  return anyOpenReady(b) ? openReadiedOn(b, when, by) : [];
}

/** Whether any fighter holds an open-form readied action (most of the time none does). */
export function anyOpenReady(b: Battle): boolean {
  const fs = fighters(b);
  for (let i = 0; i < fs.length; i++) if (flags(fs[i]).readyWhen !== "") return true;
  return false;
}

function openReadiedOn(b: Battle, when: string, by: CardState): Task[] {
  const out: Task[] = [];
  const side = flags(by).side;
  for (const c of fighters(b)) {
    const f = flags(c);
    if (f.ready === "" || f.readyWhen !== when || c.id === by.id || f.side === side) continue;
    out.push({ k: "m.ready-go", card: c.id, action: f.ready, when });
    f.ready = "";
    f.readyWhen = "";
  }
  return out;
}
