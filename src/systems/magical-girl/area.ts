/**
 * Area attacks (AOE) and protecting an ally against them (MGR-36): every foe at the target's
 * position is attacked, each with its own hit check and passive action. Before any hit, each
 * magical girl in the area may be covered by another girl there (a reaction, as for a single
 * attack); the covered girl is not hit and the protector takes 1.5 persons' damage, rounded down.
 */
import type { Battle, TaskHandler } from "../../engine/index.ts";
import { attackTask } from "./attack.ts";
import { flags, foesOf, KP } from "./model.ts";
import { opt } from "./options.ts";
import { samePos } from "./positions.ts";
import { protectors, stepIn } from "./protect.ts";
import { stillActs } from "./still-acts.ts";

/** The protector's share of an area attack (MGR-36: 1.5 persons' damage). */
export const AREA_PROTECT_MULT = 1.5;

/** Task handlers of area attacks. */
export const areaHandlers: Record<string, TaskHandler> = {
  "m.area"(b: Battle, t) {
    if (!stillActs(b, t.attacker as string, "area")) return;
    const center = b.state.cards[t.target as string];
    const targets = foesOf(b, t.attacker as string)
      .filter((c) => samePos(c, center))
      .map((c) => c.id);
    b.emit({ t: "area", card: t.attacker as string, arm: t.arm as string, targets });
    b.push({ ...t, k: "m.area-protect", targets, asked: [], cover: {} });
  },
  "m.area-protect"(b, t) {
    const targets = t.targets as string[];
    const cover = t.cover as Record<string, string>;
    const asked = t.asked as string[];
    const busy = new Set([...Object.keys(cover), ...Object.values(cover)]);
    for (const x of targets) {
      if (busy.has(x) || flags(b.state.cards[x]).kind !== "girl") continue;
      const cand = protectors(b, b.state.cards[x]).find(
        (p) => !busy.has(p.id) && !asked.includes(`${x}>${p.id}`),
      );
      if (cand === undefined) continue;
      b.ask(
        cand.owner,
        { k: "prompt.protect", p: { card: cand.id, target: x, attacker: t.attacker as string } },
        [{ id: "protect" }, { id: "pass" }],
        { ...t, k: "m.area-answer", asked: [...asked, `${x}>${cand.id}`], x, p: cand.id },
      );
      return;
    }
    // Everyone has been asked: the attacks, one per fighter still in the line of fire.
    const covered = new Set(Object.keys(cover));
    const protecting = new Set(Object.values(cover));
    const tasks = targets
      .filter((id) => !covered.has(id))
      .map((id) => ({
        ...attackTask(t.attacker as string, id, t.arm as string, t.reaction === true),
        guarded: true,
        mult: protecting.has(id) ? AREA_PROTECT_MULT : 1,
      }));
    b.push(...tasks);
  },
  "m.area-answer"(b, t) {
    const back = { ...t, k: "m.area-protect", choice: undefined };
    if (t.choice === "pass") {
      b.push(back);
      return;
    }
    if (t.choice === "protect" && opt(b, "reactionApproval") === "ask") {
      b.ask(
        KP,
        { k: "prompt.approve", p: { card: t.p as string } },
        [{ id: "approve" }, { id: "refuse" }],
        {
          ...t,
          k: "m.area-answer",
        },
      );
      return;
    }
    if (t.choice === "refuse") {
      b.emit({ t: "reaction-refused", card: t.p as string });
      b.push(back);
      return;
    }
    stepIn(b, b.state.cards[t.p as string], t.x as string);
    b.push({
      ...back,
      cover: { ...(t.cover as Record<string, string>), [t.x as string]: t.p as string },
    });
  },
};
