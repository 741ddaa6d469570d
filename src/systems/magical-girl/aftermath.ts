/**
 * After combat (MGR-63): each magical girl may treat one wounded companion (or herself) with the
 * wound-care combat skill (伤口处理) — a success heals the wound one step (reading: heavy → light,
 * light → healed) — then the KP rules whether the party gets a long rest in a safe place, which
 * heals light wounds and turns heavy ones light.
 */
import type { Battle } from "../../engine/index.ts";
import { check, isSuccess } from "./checks.ts";
import { fighters, flags, KP, skillOf, type Wound } from "./model.ts";
import { optionRef, plainOption, verbOption } from "./option-ids.ts";
import { mgHandlers } from "./tasks.ts";
import { overloadedStowed } from "./weapons.ts";

const LIGHTER: Record<Wound, Wound> = { none: "none", light: "none", heavy: "light" };

const REST_YES = plainOption("rest:yes");
const REST_NO = plainOption("rest:no");
const PASS = plainOption("pass");

/**
 * The next girl (by setup order) who has not yet had her chance to treat someone: not heavily
 * wounded, and not overloaded (MGR-27) — after combat her weapons are stowed and not weighed
 * (seed 002 l.58), so only the rest of her load counts.
 */
function nextCarer(b: Battle, done: string[]): string | undefined {
  return fighters(b).find(
    (c) => !done.includes(c.id) && !(flags(c).wound === "heavy") && !overloadedStowed(c),
  )?.id;
}

/** Task handlers of the aftermath. */
export const aftermathHandlers = mgHandlers({
  "m.aftermath"(b, t) {
    const done = t.done ?? [];
    if (done.length === 0 && t.started !== true) b.emit({ t: "aftermath" });
    const id = nextCarer(b, done);
    if (id === undefined) {
      b.ask(KP, { k: "prompt.rest" }, [REST_YES, REST_NO], { k: "m.rest" });
      return;
    }
    const c = b.state.cards[id];
    const wounded = fighters(b).filter((w) => flags(w).wound !== "none");
    const opts = skillOf(c, "wound-care") > 0 ? wounded.map((w) => verbOption("treat", w.id)) : [];
    b.ask(c.owner, { k: "prompt.treat", p: { card: id } }, [...opts, PASS], {
      k: "m.treat",
      card: id,
      done: [...done, id],
    });
  },
  "m.treat"(b, t) {
    if (t.choice !== "pass") {
      const c = b.state.cards[t.card];
      const patient = b.state.cards[optionRef(t.choice ?? "").rest];
      const r = check(b, c.id, "wound-care", skillOf(c, "wound-care"));
      const f = flags(patient);
      if (isSuccess(r.level)) f.wound = LIGHTER[f.wound];
      b.touch();
      b.emit({
        t: "treat",
        card: c.id,
        patient: patient.id,
        ok: isSuccess(r.level),
        wound: f.wound,
      });
    }
    b.push({ k: "m.aftermath", done: t.done, started: true });
  },
  "m.rest"(b, t) {
    if (t.choice === "rest:yes") {
      for (const c of fighters(b)) flags(c).wound = LIGHTER[flags(c).wound];
      b.touch();
      b.emit({ t: "long-rest" });
    }
    b.end({ winner: null, outcome: "aftermath", reason: { k: "reason.aftermath" } });
  },
});
