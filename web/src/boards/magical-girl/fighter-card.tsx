/**
 * One fighter as a card: name (click to pick it: its options first ★), side, place, HP / MP
 * gauges, the DP bar, the wound, stance and other marks — and, at the KP's table with the KP
 * tools open, the adjustments as buttons on the numbers they change (HP −/+, MP −/+, DP −/+,
 * wound +/−; kp-tools.ts offers only those that stay in range).
 */
import { For, Show } from "solid-js";
import { DpBar, Gauge } from "./bars.tsx";
import type { MgCtx } from "./ctx.ts";
import {
  ADJUSTMENTS,
  type Fighter,
  isDown,
  nameOf,
  spendOf,
  thingName,
  toolsFor,
} from "./model.ts";
import { OptionButton } from "./option-button.tsx";
import { mw } from "./words.ts";
import { Wound } from "./wound.tsx";

const TOOL_TEXT: Record<string, string> = {
  "hp-1": "HP−",
  "hp+1": "HP+",
  "mp-1": "MP−",
  "mp+1": "MP+",
  "dp-1": "DP−",
  "dp+1": "DP+",
};

/** A fighter's card. */
export function FighterCard(props: { ctx: MgCtx; f: Fighter; acting: boolean }) {
  const tools = () => toolsFor(props.ctx.options, props.f.id);
  const hasTools = () => Object.keys(tools()).length > 0;
  const mine = () => props.ctx.me !== null && props.f.owner === props.ctx.me;
  const spend = () => (mine() ? spendOf(props.ctx.view, props.ctx.preview()) : null);
  const toolWord = (what: string) =>
    TOOL_TEXT[what] ?? mw(props.ctx.lang, what === "wound+" ? "woundUp" : "woundDown");
  return (
    <article
      class="mg-fighter"
      classList={{
        acting: props.acting,
        down: isDown(props.f),
        picked: props.ctx.focus() === props.f.id,
        enemy: props.f.f.side === "enemy" || props.f.f.side === "b",
      }}
      data-fighter={props.f.id}
      data-testid="fighter"
    >
      <header>
        <button
          type="button"
          class="mg-name"
          aria-pressed={props.ctx.focus() === props.f.id}
          onClick={() => props.ctx.pick(props.ctx.focus() === props.f.id ? null : props.f.id)}
        >
          <span class="name-clamp" title={nameOf(props.ctx.state, props.ctx.view, props.f.id)}>
            {props.acting ? "▶ " : ""}
            {nameOf(props.ctx.state, props.ctx.view, props.f.id)}
          </span>
        </button>
        <Show when={props.f.f.pos !== ""}>
          <span class="muted">@{thingName(props.ctx.view, props.f.f.pos, props.ctx.lang)}</span>
        </Show>
        <Show when={isDown(props.f)}>
          <span class="tag">✖ {mw(props.ctx.lang, "down")}</span>
        </Show>
      </header>
      <Gauge label="HP" value={props.f.f.hp} max={props.f.hpMax} kind="hp" />
      <Show when={props.f.mpMax > 0}>
        <Gauge label="MP" value={props.f.f.mp} max={props.f.mpMax} kind="mp" />
      </Show>
      <DpBar
        f={props.f}
        lang={props.ctx.lang}
        spend={props.acting ? spend() : null}
        previewLine={props.acting && mine()}
      />
      <p class="mg-marks">
        <Wound f={props.f} lang={props.ctx.lang} />
        <Show when={props.f.f.stance !== "none"}>
          <span class="tag">
            {mw(props.ctx.lang, props.f.f.stance === "dodge" ? "stanceDodge" : "stanceParry")}
          </span>
        </Show>
        <Show when={props.f.f.hidden}>
          <span class="tag">{mw(props.ctx.lang, "hidden")}</span>
        </Show>
        <Show when={props.f.f.reacted}>
          <span class="tag">{mw(props.ctx.lang, "reacted")}</span>
        </Show>
        <Show when={props.f.f.ready !== ""}>
          <span class="tag">{mw(props.ctx.lang, "readied")}</span>
        </Show>
      </p>
      <Show when={hasTools()}>
        <div class="mg-tools" title={mw(props.ctx.lang, "tools")}>
          <For each={ADJUSTMENTS.filter((a) => tools()[a] !== undefined)}>
            {(a) => (
              <OptionButton ctx={props.ctx} id={tools()[a] as string} class="mg-tool">
                {toolWord(a)}
              </OptionButton>
            )}
          </For>
        </div>
      </Show>
    </article>
  );
}
