/**
 * The last summon (YGT-13): who declared what (level and type, the card once it is public), then
 * `level×2 ≦ (attribute bonus + job bonus) + 2D6` with the dice, the total and the result, and a
 * failed, negated or stopped summon's outcome.
 */
import { Show } from "solid-js";
import { DiceFaces } from "../../parts/dice-faces.tsx";
import { Flags } from "./check-view.tsx";
import type { YgoCtx } from "./ctx.ts";
import { sheetOf } from "./model.ts";
import { lastSummon } from "./rolls.ts";
import { raceWord, yw } from "./words.ts";

/** The last summon check (YGT-13). */
export function SummonView(props: { ctx: YgoCtx; events: Record<string, unknown>[] }) {
  const s = () => lastSummon(props.events);
  const lang = () => props.ctx.lang;
  const name = (id: string) => {
    const c = props.ctx.view.cards[id];
    return c === undefined ? yw(lang(), "hiddenCard") : props.ctx.cardName(c);
  };
  return (
    <Show when={s()}>
      {(sm) => {
        const ch = () => sheetOf(props.ctx.view, sm().seat).char;
        return (
          <div class="yg-summon" data-testid="summon-check">
            <h4>
              {yw(lang(), "summonCheck")} — {props.ctx.seatName(sm().seat)}: {name(sm().card)}
            </h4>
            <p class="muted">
              {yw(lang(), "declared", { level: sm().level, race: raceWord(lang(), sm().race) })}
            </p>
            <Show when={sm().check} fallback={<p class="muted">{yw(lang(), "waitingRoll")}</p>}>
              {(c) => (
                <p class="yg-roll yg-formula" data-testid="summon-formula">
                  {yw(lang(), "level2", { level: sm().level })} = <b>{c().target}</b> ≦ (
                  <Show when={ch()} fallback={yw(lang(), "bonus")}>
                    {(n) => yw(lang(), "bonuses", { a: n().attributeBonus, j: n().jobBonus })}
                  </Show>
                  ) <b>{c().base}</b> + 2D6 <DiceFaces faces={c().dice} sides={6} /> ={" "}
                  <b>{c().total}</b> →{" "}
                  <strong class={c().success ? "ok" : "ng"}>
                    {c().success ? `✓ ${yw(lang(), "success")}` : `✖ ${yw(lang(), "failure")}`}
                  </strong>{" "}
                  <Flags check={c()} ctx={props.ctx} />
                </p>
              )}
            </Show>
            <Show when={sm().outcome !== "open" && sm().outcome !== "summoned"}>
              <p class="yg-outcome">{yw(lang(), sm().outcome as "failed")}</p>
            </Show>
          </div>
        );
      }}
    </Show>
  );
}
