/**
 * The battle's steps in order — 速攻召喚, 隊列変更, スピード決定, then each side's normal timing
 * and attack (先攻 then 後攻), or 乱戦 on equal speed, then 戦闘終了 — with the current one
 * marked ▶ and the word "now", past ones ✓: readable without colour, and by screen readers
 * (aria-current="step").
 */
import { createMemo, For } from "solid-js";
import type { Lang, LogLine } from "../../net/protocol.ts";
import { type BattleX, seatMark } from "./geo-view.ts";
import { type GeoWord, gw } from "./words.ts";

/** One step: its phase, and the seat it belongs to (normal timing and attack). */
interface Step {
  phase: string;
  seat?: string;
}

/** The seat whose normal timing or attack it is: the latest such event in the log. */
export function phaseSeat(log: LogLine[]): string | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i].event;
    if (e.t === "normal-timing" || e.t === "attack") return String(e.seat);
    if (e.t === "battle-start") return null;
  }
  return null;
}

/** The steps of a battle and the index of the current one. */
export function battleSteps(bt: BattleX, log: LogLine[]): { steps: Step[]; current: number } {
  const first = bt.first;
  const second = first === null ? null : first === bt.marcher ? bt.defender : bt.marcher;
  const middle: Step[] =
    bt.melee || first === null || second === null
      ? bt.phase === "melee" || bt.melee
        ? [{ phase: "melee" }]
        : [{ phase: "normal" }, { phase: "attack" }]
      : [
          { phase: "normal", seat: first },
          { phase: "attack", seat: first },
          { phase: "normal", seat: second },
          { phase: "attack", seat: second },
        ];
  const steps: Step[] = [
    { phase: "fast-summon" },
    { phase: "formation" },
    { phase: "speed" },
    ...middle,
    { phase: "end" },
  ];
  const who = phaseSeat(log);
  let current = steps.findIndex(
    (s) => s.phase === bt.phase && (s.seat === undefined || s.seat === who),
  );
  if (current < 0) current = steps.findIndex((s) => s.phase === bt.phase);
  return { steps, current };
}

/** The step bar's props. */
export interface BattleStepsProps {
  bt: BattleX;
  log: LogLine[];
  lang: Lang;
  seatName: (seat: string) => string;
}

/** The step bar. */
export function BattleSteps(props: BattleStepsProps) {
  const model = createMemo(() => battleSteps(props.bt, props.log));
  const label = (s: Step) => {
    const word = gw(props.lang, `step.${s.phase}` as GeoWord);
    if (s.seat === undefined) return word;
    const order = s.seat === props.bt.first ? gw(props.lang, "first") : gw(props.lang, "second");
    return `${order}${word} ${seatMark(s.seat)}${props.seatName(s.seat)}`;
  };
  return (
    <ol class="gm-steps" data-testid="battle-steps">
      <For each={model().steps}>
        {(s, i) => {
          const state = () =>
            i() < model().current ? "past" : i() === model().current ? "now" : "later";
          return (
            <li
              class={`gm-step ${state()}`}
              data-phase={s.phase}
              aria-current={state() === "now" ? "step" : undefined}
            >
              {state() === "now" ? "▶ " : state() === "past" ? "✓ " : "· "}
              {label(s)}
              {state() === "now" ? ` (${gw(props.lang, "now")})` : ""}
            </li>
          );
        }}
      </For>
    </ol>
  );
}
