/**
 * Setup overrides: a GM (or a designer) sets a card's printed numbers by hand in a setup — a
 * monster's ATK, a unit's level, a girl's AGI. The card's base values change before the battle
 * starts, and each change is logged as an `override` event (card, stat, printed value, new
 * value) by the battle's first task, so the log and a scenario's `expect.events` show it.
 */
import type { BattleState, CardState, Json, Task, TaskHandler } from "../../engine/index.ts";

/** One logged change: the stat and its printed and new values. */
export interface Override {
  card: string;
  stat: string;
  from: Json;
  to: Json;
  /** The seat the change is shown to, when the card is hidden from the others. */
  only?: string;
}

/** The task kind that logs a setup's overrides. */
export const OVERRIDE_TASK = "setup.overrides";

/**
 * Sets numeric base values of a card (and its current stats: no modifier applies yet) and
 * returns the changes made, skipping values equal to the printed ones.
 */
export function overrideBase(
  c: CardState,
  values: Record<string, number | undefined>,
  only?: string,
): Override[] {
  const out: Override[] = [];
  for (const [stat, to] of Object.entries(values)) {
    if (to === undefined) continue;
    const from = c.base[stat] ?? 0;
    if (from === to) continue;
    c.base[stat] = to;
    c.stats[stat] = to;
    out.push(
      only === undefined ? { card: c.id, stat, from, to } : { card: c.id, stat, from, to, only },
    );
  }
  return out;
}

/**
 * Queues the task that logs `changes` as the battle's very first step (on top of the task
 * stack). Nothing is queued without changes, so setups without overrides stay byte-identical.
 */
export function queueOverrides(state: BattleState, changes: Override[]): void {
  if (changes.length === 0) return;
  state.tasks.push({ k: OVERRIDE_TASK, changes: changes as unknown as Json });
}

/** The handler every system with overrides registers: one `override` event per change. */
export const overrideHandlers: Record<string, TaskHandler> = {
  [OVERRIDE_TASK](b, t: Task) {
    // A change to a hidden card (in a hand) is addressed to the seat that may see it.
    for (const { only, ...ch } of t.changes as unknown as Override[])
      b.emit(only === undefined ? { t: "override", ...ch } : { t: "override", ...ch, $to: [only] });
  },
};

/** The message of the `override` event, with the system's words for "setup". */
export const OVERRIDE_MESSAGE = {
  ja: "セットアップでの変更：{@card}の{%stat}を{from}から{to}に",
  zh: "设定修改：{@card}的{%stat}由{from}改为{to}",
  en: "Set up by hand: {@card}'s {%stat} {from} → {to}",
};
