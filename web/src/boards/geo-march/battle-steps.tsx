/**
 * The battle's steps in order — 速攻召喚, 隊列変更, スピード決定, then each side's normal timing
 * and attack (先攻 then 後攻), or 乱戦 on equal speed, then 戦闘終了 — with the current one
 * marked ▶ and the word "now", past ones ✓: readable without colour, and by screen readers
 * (aria-current="step").
 */
import { createMemo, For } from "solid-js";
import type { Lang, LogLine } from "../../net/protocol.ts";
import { battleSteps, type Step } from "./battle-steps-model.ts";
import { type BattleX, seatMark } from "./geo-view.ts";
import { type GeoWord, gw } from "./words.ts";

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
    // 先攻通常タイミング reads as one word in ja/zh; English wants the space.
    const gap = props.lang === "en" ? " " : "";
    return `${order}${gap}${word} ${seatMark(s.seat)}${props.seatName(s.seat)}`;
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
