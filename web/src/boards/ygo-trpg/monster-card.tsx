/**
 * A monster on a field: stars (★ = level, which sets the acting order), name, ATK and DEF (with
 * the change a boost or the GM made, ▲/▼), its life left of 2X+8 (a boss: its printed life) as a
 * bar and numbers, and where it stands in this battle phase (acting now, acted, passed). On the
 * GM's page in the strategy phase the ATK carries the GM's −100 / +100.
 */
import { Show } from "solid-js";
import { optionTouches } from "../../parts/option-touches.ts";
import type { YgoCtx } from "./ctx.ts";
import { actState, monsterLife, statChange } from "./model.ts";
import { ToolButtons } from "./tool-buttons.tsx";
import { yw } from "./words.ts";

function Stat(props: { label: string; value: number; change: number }) {
  return (
    <span class="yg-stat" classList={{ up: props.change > 0, down: props.change < 0 }}>
      {props.label} {props.value}
      <Show when={props.change !== 0}>
        {" "}
        {props.change > 0 ? "▲" : "▼"}
        {Math.abs(props.change)}
      </Show>
    </span>
  );
}

/** One monster. `now`: it is acting now. */
export function MonsterCard(props: { id: string; ctx: YgoCtx; now?: boolean }) {
  const c = () => props.ctx.view.cards[props.id];
  const life = () => monsterLife(c());
  const state = () => actState(props.ctx.view, props.id);
  const count = () => props.ctx.options.filter((o) => optionTouches(o.id, props.id)).length;
  const lang = () => props.ctx.lang;
  return (
    <div
      class="yg-monster"
      classList={{ now: props.now === true, picked: props.ctx.focused(props.id) }}
      data-monster={props.id}
    >
      <button
        type="button"
        class="yg-monster-name"
        data-card={props.id}
        aria-pressed={props.ctx.focused(props.id)}
        title={props.ctx.state.defs[c().def]?.text ?? ""}
        onClick={() => props.ctx.pick(props.id)}
      >
        <span class="yg-stars">★{c().stats.level}</span>{" "}
        <span class="name-clamp" title={props.ctx.cardName(c())}>
          {props.ctx.cardName(c())}
        </span>
        <Show when={count() > 0}>
          <span class="yg-count" title={yw(lang(), "options", { n: count() })}>
            {count()}
          </span>
        </Show>
      </button>
      <div class="yg-stats">
        <Stat label="ATK" value={Number(c().stats.atk)} change={statChange(c(), "atk")} />
        <ToolButtons target={props.id} kind="atk" ctx={props.ctx} />
        <Stat label="DEF" value={Number(c().stats.def)} change={statChange(c(), "def")} />
      </div>
      <div class="yg-life" data-life={life().left}>
        <meter min={0} max={life().max} value={life().left} />
        <span>{yw(lang(), "monsterLife", { left: life().left, max: life().max })}</span>
      </div>
      <Show when={props.now === true || state() === "acted" || state() === "passed"}>
        <div class="yg-act-state">
          {props.now === true
            ? `▶ ${yw(lang(), "actsNow")}`
            : state() === "acted"
              ? `✓ ${yw(lang(), "acted")}`
              : `‖ ${yw(lang(), "passed")}`}
        </div>
      </Show>
    </div>
  );
}
