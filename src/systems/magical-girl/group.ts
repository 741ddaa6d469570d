/**
 * A group acting at the same time (seed l.20: 「kp还可以自行判断一群相同的生物是否共用同一个检定作为
 * 其先攻，并让这群生物在同一时间行动」), with option `groupTurns: together`: when the group's place in
 * the order comes, every member still able to act begins its turn at once, and the KP interleaves
 * their actions — before each step it picks which member acts (`as:<member>`), until each has
 * ended its turn or the KP ends the group's turn (`group-end`). Without the option the members
 * take consecutive turns (MGR-11 reading).
 */
import type { Battle, CardState, Task } from "../../engine/index.ts";
import { fighters, flags, isDown, mgx } from "./model.ts";
import { optionRef, plainOption, verbOption } from "./option-ids.ts";
import { mgHandlers } from "./tasks.ts";

/** Members of `group` whose turn this round has not ended, in initiative order. */
export function groupLeft(b: Battle, group: string): CardState[] {
  const x = mgx(b);
  const order = x.order;
  return fighters(b)
    .filter((c) => flags(c).group === group && !x.acted.includes(c.id) && !isDown(c))
    .sort((p, q) => order.indexOf(p.id) - order.indexOf(q.id));
}

/** Task handlers of a group's shared turn. */
export const groupHandlers = mgHandlers({
  "m.group-turn"(b, t) {
    const group = t.group;
    const left = groupLeft(b, group);
    const x = mgx(b);
    // Members downed during the shared turn end it by themselves (they cannot act, MGR-62).
    for (const c of fighters(b))
      if (flags(c).group === group && isDown(c) && !x.acted.includes(c.id)) x.acted.push(c.id);
    if (left.length === 0) {
      x.active = null;
      b.push({ k: "m.next-turn" });
      return;
    }
    b.ask(
      left[0].owner,
      { k: "prompt.group", p: { group } },
      [...left.map((c) => verbOption("as", c.id)), plainOption("group-end")],
      { k: "m.group-answer", group },
    );
  },
  "m.group-answer"(b, t) {
    const group = t.group;
    const x = mgx(b);
    if (t.choice === "group-end") {
      for (const c of groupLeft(b, group)) {
        b.emit({ t: "turn-end", card: c.id, dp: flags(c).dp });
        x.acted.push(c.id);
      }
      x.active = null;
      b.push({ k: "m.next-turn" });
      return;
    }
    const id = optionRef(t.choice ?? "").rest;
    x.active = id;
    b.push({ k: "m.turn", card: id, grp: group });
  },
});

/** The `grp` field a task passes on (only inside a group's shared turn). */
export function grpOf(t: Task): { grp: string } | Record<string, never> {
  return typeof t.grp === "string" ? { grp: t.grp } : {};
}

/** `task` with `from`'s `grp` field added last, as `{ ...task, ...grpOf(from) }` (no spreads). */
export function withGrp(task: Task, from: Task): Task {
  if (typeof from.grp === "string") task.grp = from.grp;
  return task;
}
