/**
 * The skill contest (技艺比拼, MGR-07): each magical girl picks a skill of the contest's category
 * (combat or life; not necessarily the same skill), then all check at once; the higher success
 * level wins, at the same level the lower roll wins (even between two failures). With several
 * girls on a side, the side's best result counts (reading).
 */
import type { Battle } from "../../engine/index.ts";
import { type CheckResult, check, rank } from "./checks.ts";
import { mgContent } from "./content/index.ts";
import { fighters, flags, mgx, skillOf } from "./model.ts";
import { optionRef, verbOption } from "./option-ids.ts";
import { mgHandlers } from "./tasks.ts";

/** Skills of the contest's category a girl may pick: her own, else every one of the category. */
function skillChoices(b: Battle, id: string): string[] {
  const c = b.state.cards[id];
  const cat = Object.values(mgContent(b.state).skills).filter(
    (s) => s.category === mgx(b).category,
  );
  const own = cat.filter((s) => skillOf(c, s.id) > 0);
  return (own.length > 0 ? own : cat).map((s) => s.id);
}

/** Compares two contest results: >0 when `p` is better. */
function better(p: CheckResult, q: CheckResult): number {
  return rank(p.level) - rank(q.level) || q.roll - p.roll;
}

/** Task handlers of the skill contest. */
export const contestHandlers = mgHandlers({
  "m.contest"(b, t) {
    const picks = t.picks ?? {};
    if (t.choice !== undefined && t.card !== undefined) picks[t.card] = optionRef(t.choice).rest;
    if (t.card === undefined) b.emit({ t: "contest-start", category: mgx(b).category });
    const next = fighters(b).find((c) => picks[c.id] === undefined);
    if (next !== undefined) {
      b.ask(
        next.owner,
        { k: "prompt.contest", p: { card: next.id, category: mgx(b).category } },
        skillChoices(b, next.id).map((s) => verbOption("skill", s)),
        { k: "m.contest", picks, card: next.id },
      );
      return;
    }
    // Simultaneous checks: all picks are in before anyone rolls.
    const best: Record<string, CheckResult> = {};
    for (const c of fighters(b)) {
      const r = check(b, c.id, picks[c.id], skillOf(c, picks[c.id]));
      const side = flags(c).side;
      if (best[side] === undefined || better(r, best[side]) > 0) best[side] = r;
    }
    const cmp = better(best.a, best.b);
    if (cmp === 0) {
      b.end({ winner: null, outcome: "draw", reason: { k: "reason.contest-tie" } });
      return;
    }
    b.end({ winner: cmp > 0 ? "a" : "b", outcome: "win", reason: { k: "reason.contest" } });
  },
});
