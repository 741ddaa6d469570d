/**
 * Area attacks (AOE) and protecting an ally against them (MGR-36): every foe at the target's
 * position is attacked, each with its own hit check and passive action. Before any hit, each
 * magical girl in the area may be covered by another girl there (a reaction, as for a single
 * attack); the covered girl is not hit and the protector takes 1.5 persons' damage, rounded down.
 */
import { attackTask } from "./attack.ts";
import { flags, foesOf, KP } from "./model.ts";
import { plainOption } from "./option-ids.ts";
import { opt } from "./options.ts";
import { samePos } from "./positions.ts";
import { protectors, stepIn } from "./protect.ts";
import { AREA_PROTECT_MULT } from "./rule-numbers.ts";
import { stillActs } from "./still-acts.ts";
import { mgHandlers } from "./tasks.ts";

const PROTECT = plainOption("protect");
const PASS = plainOption("pass");
const APPROVE = plainOption("approve");
const REFUSE = plainOption("refuse");

/** Task handlers of area attacks. */
export const areaHandlers = mgHandlers({
  "m.area"(b, t) {
    if (!stillActs(b, t.attacker, "area")) return;
    const center = b.state.cards[t.target];
    const targets = foesOf(b, t.attacker)
      .filter((c) => samePos(c, center))
      .map((c) => c.id);
    b.emit({ t: "area", card: t.attacker, arm: t.arm, targets });
    b.push({ ...t, k: "m.area-protect", targets, asked: [], cover: {} });
  },
  "m.area-protect"(b, t) {
    const { targets, cover, asked } = t;
    const busy = new Set([...Object.keys(cover), ...Object.values(cover)]);
    for (const x of targets) {
      if (busy.has(x) || flags(b.state.cards[x]).kind !== "girl") continue;
      const cand = protectors(b, b.state.cards[x]).find(
        (p) => !busy.has(p.id) && !asked.includes(`${x}>${p.id}`),
      );
      if (cand === undefined) continue;
      b.ask(
        cand.owner,
        { k: "prompt.protect", p: { card: cand.id, target: x, attacker: t.attacker } },
        [PROTECT, PASS],
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
        ...attackTask(t.attacker, id, t.arm, t.reaction === true),
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
      b.ask(KP, { k: "prompt.approve", p: { card: t.p } }, [APPROVE, REFUSE], {
        ...t,
        k: "m.area-answer",
      });
      return;
    }
    if (t.choice === "refuse") {
      b.emit({ t: "reaction-refused", card: t.p });
      b.push(back);
      return;
    }
    stepIn(b, b.state.cards[t.p], t.x);
    b.push({ ...back, cover: { ...t.cover, [t.x]: t.p } });
  },
});
