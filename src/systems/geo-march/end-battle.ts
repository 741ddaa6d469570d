/**
 * 戦闘終了 (GEO-50…54): effects of abilities and skills end, every unit becomes
 * action-incomplete, and the parties left decide the march:
 * only the marcher's → march succeeds (they hold the geo); only the defender's, or nobody →
 * defence succeeds; both → march fails and the marcher's units (marchers and those summoned in
 * the battle) go back to the origin geo, discarding by the marcher's choice down to its limit.
 */
import type { Battle, Task, TaskHandler } from "../../engine/index.ts";
import { battleOf } from "./battle-state.ts";
import { levelOn, partyZone, pileOf } from "./zones.ts";

/** The four outcomes, by which parties remain. */
export function outcomeOf(marcher: boolean, defender: boolean): string {
  if (marcher && !defender) return "only-marcher";
  if (!marcher && defender) return "only-defender";
  return marcher ? "both-remain" : "none-remain";
}

/** Ends the battle as the game's result (a stand-alone battle is the whole game). */
function finish(b: Battle, why: string): void {
  const bt = battleOf(b.state);
  const success = why === "only-marcher";
  b.end({
    winner: success ? bt.marcher : bt.defender,
    outcome: success ? "march-success" : "defence-success",
    reason: { k: `reason.${why}` },
  });
}

/** Task handlers of the end of battle. */
export const endHandlers: Record<string, TaskHandler> = {
  "g.end"(b) {
    const s = b.state;
    const bt = battleOf(s);
    bt.phase = "end";
    b.removeMods((m) => m.until === "battle");
    const field = [partyZone(bt.geo, bt.marcher), partyZone(bt.geo, bt.defender)];
    for (const z of field) {
      for (const id of s.zones[z] ?? []) {
        const f = s.cards[id].f;
        f.done = false;
        delete f.uses;
        delete f.acting;
      }
    }
    const m = (s.zones[field[0]] ?? []).length > 0;
    const d = (s.zones[field[1]] ?? []).length > 0;
    const why = outcomeOf(m, d);
    b.emit({ t: "battle-end", outcome: why, marcher: bt.marcher });
    if (why !== "both-remain") return finish(b, why);
    const home = partyZone(bt.from, bt.marcher);
    // Keep the formation order: move from the back so the front stays on top.
    for (const id of [...(s.zones[field[0]] ?? [])]) b.move(id, home);
    b.emit({ t: "retreat", seat: bt.marcher, geo: bt.from, units: [...(s.zones[home] ?? [])] });
    b.push({ k: "g.over-limit", why });
  },
  "g.over-limit"(b, t: Task) {
    const s = b.state;
    const bt = battleOf(s);
    const home = partyZone(bt.from, bt.marcher);
    if (t.choice !== undefined) {
      const id = (t.choice as string).slice(8);
      b.move(id, pileOf(bt.marcher, "drop"));
      b.emit({ t: "limit-discard", card: id, geo: bt.from });
    }
    if (levelOn(s, home) <= bt.fromLimit) return finish(b, t.why as string);
    const opts = (s.zones[home] ?? []).map((id) => ({ id: `discard:${id}` }));
    b.ask(bt.marcher, { k: "prompt.over-limit", p: { limit: bt.fromLimit } }, opts, {
      k: "g.over-limit",
      why: t.why as string,
    });
  },
};
