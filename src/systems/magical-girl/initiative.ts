/**
 * Initiative (先攻, MGR-11, MGR-12): every participant makes an agility check; groups of identical
 * creatures may share one roll; the order runs from the best result down (higher success level,
 * then the lower roll) and stays fixed between rounds. Ties: KP creatures → the KP orders them;
 * player characters → the players (the lowest tied seat speaks for the table); mixed → the KP, or
 * (option `initiativeTie: roll`) each rolls d100 and the higher goes first.
 */
import type { Battle } from "../../engine/index.ts";
import { check, rank } from "./checks.ts";
import { fighters, flags, KP, mgx } from "./model.ts";
import { optionRef, verbOption } from "./option-ids.ts";
import { opt } from "./options.ts";
import { mgHandlers, type TaskOf } from "./tasks.ts";

/** One initiative unit: a fighter, or a group sharing a roll; `lead` names it. */
interface Unit {
  lead: string;
  ids: string[];
  rank: number;
  roll: number;
}

/** Whether a unit is the KP's. */
function isKp(b: Battle, lead: string): boolean {
  return b.state.cards[lead].owner === KP;
}

/** Members of a unit, from the stored units. */
function members(b: Battle, lead: string): string[] {
  return mgx(b).units?.[lead] ?? [];
}

/** Appends a unit's members to the order and logs it. */
function place(b: Battle, lead: string, why: string): void {
  const x = mgx(b);
  const n = x.order.length + 1;
  for (const id of members(b, lead)) x.order.push(id);
  b.emit({ t: "order-place", card: lead, n, why });
}

/** Task handlers for initiative. */
export const initiativeHandlers = mgHandlers({
  "m.initiative"(b) {
    const units: Unit[] = [];
    const byGroup: Record<string, Unit> = {};
    for (const c of fighters(b)) {
      const g = flags(c).group;
      if (g !== "" && byGroup[g] !== undefined) {
        byGroup[g].ids.push(c.id);
        b.emit({ t: "initiative-shared", card: c.id, lead: byGroup[g].lead });
        continue;
      }
      const r = check(b, c.id, "agi", c.stats.agi);
      const u: Unit = { lead: c.id, ids: [c.id], rank: rank(r.level), roll: r.roll };
      units.push(u);
      if (g !== "") byGroup[g] = u;
    }
    units.sort((p, q) => q.rank - p.rank || p.roll - q.roll);
    mgx(b).units = Object.fromEntries(units.map((u) => [u.lead, u.ids]));
    // Clusters of units with the same result, best first.
    const clusters: string[][] = [];
    for (const u of units) {
      const last = clusters[clusters.length - 1];
      const prev = last && units.find((v) => v.lead === last[0]);
      if (prev && prev.rank === u.rank && prev.roll === u.roll) last.push(u.lead);
      else clusters.push([u.lead]);
    }
    mgx(b).order = [];
    b.push({ k: "m.order", clusters });
  },
  "m.order"(b, t) {
    const clusters = t.clusters;
    if (clusters.length === 0) {
      b.emit({ t: "order", order: [...mgx(b).order] });
      b.push({ k: "m.round" });
      return;
    }
    const [head, ...rest] = clusters;
    if (head.length === 1) {
      place(b, head[0], "roll");
      b.push({ k: "m.order", clusters: rest });
      return;
    }
    const allKp = head.every((l) => isKp(b, l));
    const allPc = head.every((l) => !isKp(b, l));
    if (!allKp && !allPc && opt(b, "initiativeTie") === "roll") {
      b.push({ k: "m.tie-roll", tied: head, rest });
      return;
    }
    // The KP orders its own creatures and mixed ties; the players order their own.
    const seat = allPc ? b.state.cards[head[0]].owner : KP;
    b.emit({ t: "tie", cards: head, seat });
    const next: TaskOf<"m.tie-pick"> = { k: "m.tie-pick", tied: head, rest };
    b.ask(
      seat,
      { k: "prompt.tie" },
      head.map((l) => verbOption("first", l)),
      next,
    );
  },
  "m.tie-pick"(b, t) {
    const lead = optionRef(t.choice ?? "").rest;
    place(b, lead, "chosen");
    const left = t.tied.filter((l) => l !== lead);
    b.push({ k: "m.order", clusters: [left, ...t.rest] });
  },
  "m.tie-roll"(b, t) {
    const tied = t.tied;
    const rolls = tied.map((l) => {
      const roll = b.rollDie(100);
      b.emit({ t: "tie-roll", card: l, roll });
      return { l, roll };
    });
    rolls.sort((p, q) => q.roll - p.roll);
    // Still tied on the d100 → those roll again (a sub-cluster).
    const clusters: string[][] = [];
    for (const r of rolls) {
      const last = clusters[clusters.length - 1];
      const prev = last && rolls.find((v) => v.l === last[0]);
      if (prev && prev.roll === r.roll) last.push(r.l);
      else clusters.push([r.l]);
    }
    const next: string[][] = [];
    for (const c of clusters) next.push(c);
    // Re-rolled sub-ties go through m.order again, which sends mixed ties back here.
    b.push({ k: "m.order", clusters: [...next, ...t.rest] });
  },
});
