/**
 * The table's recent checks (MGR-01/02): who checked what, the d100 as rolled, with bonus or
 * penalty dice every tens die's value and which was kept, the target with its hard and extreme
 * thresholds, and the success level in the rulebook's words (大成功 / 极难成功 / 困难成功 / 成功 /
 * 失败 / 大失败). A seat's own fighter's checks are marked.
 */
import { For, Show } from "solid-js";
import { checksOf } from "./checks-model.ts";
import type { MgCtx } from "./ctx.ts";
import { nameOf, thingName } from "./model.ts";
import { attrWord, levelWord, mw } from "./words.ts";

/** The last `n` checks. */
export function Checks(props: { ctx: MgCtx; mine: string | null; n: number }) {
  const lang = () => props.ctx.lang;
  const rows = () => checksOf(props.ctx.log).slice(-props.n).reverse();
  return (
    <section class="mg-checks" data-testid="checks">
      <h3>{mw(lang(), "checks")}</h3>
      <Show when={rows().length > 0} fallback={<p class="muted">{mw(lang(), "noChecks")}</p>}>
        <ol class="mg-list">
          <For each={rows()}>
            {(r) => (
              <li
                classList={{ mine: r.card === props.mine }}
                data-check={r.at}
                data-level={r.level}
              >
                <span>
                  {nameOf(props.ctx.state, props.ctx.view, r.card)} ·{" "}
                  {attrWord(lang(), r.what) ?? thingName(props.ctx.view, r.what, lang())}
                </span>{" "}
                <span class="die" role="img" aria-label={`d100: ${r.d100}`}>
                  d100 {r.d100}
                </span>
                <Show when={r.bonus !== 0}>
                  {" "}
                  <span class="mg-bonus" data-testid="bonus-dice">
                    {mw(lang(), r.bonus > 0 ? "bonusDice" : "penaltyDice", {
                      n: Math.abs(r.bonus),
                    })}
                    ：{mw(lang(), "tens")} {r.candidates.join(" / ")} →{" "}
                    {mw(lang(), "kept", { n: r.roll })}
                  </span>
                </Show>{" "}
                <span class="muted">
                  {mw(lang(), "target", { t: r.target, h: r.hard, e: r.extreme })}
                </span>{" "}
                <strong class={`mg-level ${r.level}`}>{levelWord(lang(), r.level)}</strong>
              </li>
            )}
          </For>
        </ol>
      </Show>
    </section>
  );
}
