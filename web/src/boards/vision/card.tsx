/**
 * One face-up card as a button: its name and, for a character, attack / toughness after
 * modifiers (a modified value is marked ▲/▼ with the printed one), damage by kind, keywords,
 * スリープ／アクティブ, 決死, and the cards set on it. Every state has a symbol and a word.
 */
import { For, Show } from "solid-js";
import type { Lang, StateMessage } from "../../net/protocol.ts";
import { type CardState, cardName, type SeatView } from "../../net/view.ts";
import { attachedCards, flagNum, isCharacter, keywords, statOf } from "./model.ts";
import { keywordWord, vw } from "./words.ts";

/** What every card button needs from the board. */
export interface CardCtx {
  state: StateMessage;
  view: SeatView;
  lang: Lang;
  /** How many of this seat's pending options name the card. */
  optionCount: (id: string) => number;
  focused: (id: string) => boolean;
  pick: (card: CardState) => void;
  /** Shows a card in the details area (focus, click). */
  show: (id: string | null) => void;
  /** The same on hover, where a pointer hovers (see vision-board.tsx). */
  hover: (id: string) => void;
}

/** A stat after modifiers, marked when it differs from the printed value. */
function Stat(props: { card: CardState; stat: string; label: string; lang: Lang }) {
  const s = () => statOf(props.card, props.stat);
  return (
    <span
      class="vb-stat"
      classList={{ up: s().diff > 0, down: s().diff < 0 }}
      title={`${props.label} ${s().now}${s().diff !== 0 ? ` · ${vw(props.lang, "modified", { base: s().base })}` : ""}`}
    >
      {s().now}
      <Show when={s().diff !== 0}>
        <sup class="vb-mod">
          {s().diff > 0 ? "▲" : "▼"}
          <span class="sr-only">{vw(props.lang, "modified", { base: s().base })}</span>
        </sup>
      </Show>
    </span>
  );
}

/** A face-up card. */
export function CardButton(props: { card: CardState; ctx: CardCtx }) {
  const c = () => props.card;
  const lang = () => props.ctx.lang;
  const n = () => props.ctx.optionCount(c().id);
  const asleep = () => c().f.sleep === true;
  const doomed = () => c().f.doomed === true || c().f.doom === true;
  return (
    <button
      type="button"
      class="vb-card"
      classList={{
        sleeping: asleep(),
        doomed: doomed(),
        actionable: n() > 0,
        focused: props.ctx.focused(c().id),
        character: isCharacter(c()),
      }}
      data-card={c().id}
      aria-pressed={props.ctx.focused(c().id)}
      onClick={() => props.ctx.pick(c())}
      onMouseEnter={() => props.ctx.hover(c().id)}
      onFocus={() => props.ctx.show(c().id)}
    >
      <span class="vb-name" title={cardName(props.ctx.state, c())}>
        <Show when={n() > 0}>
          <span class="vb-act" title={vw(lang(), "options", { n: n() })}>
            ▶<span class="sr-only">{vw(lang(), "options", { n: n() })}</span>
          </span>
        </Show>
        {cardName(props.ctx.state, c())}
      </span>
      <Show when={isCharacter(c())}>
        <span class="vb-line">
          <span aria-hidden="true">⚔</span>
          <span class="sr-only">{vw(lang(), "attack")}</span>
          <Stat card={c()} stat="attack" label={vw(lang(), "attack")} lang={lang()} />
          <span aria-hidden="true">／</span>
          <span aria-hidden="true">♥</span>
          <span class="sr-only">{vw(lang(), "toughness")}</span>
          <Stat card={c()} stat="toughness" label={vw(lang(), "toughness")} lang={lang()} />
          <span class="vb-graze" title={vw(lang(), "graze")}>
            ✧{c().stats.graze ?? 0}
          </span>
        </span>
        <Show when={c().zone.endsWith(":field")}>
          <span class="vb-line vb-state">
            {asleep() ? `⤵ ${vw(lang(), "sleep")}` : `● ${vw(lang(), "active")}`}
          </span>
        </Show>
        <Show when={flagNum(c(), "dmg") > 0}>
          <span class="vb-line vb-dmg">
            ✹ {vw(lang(), "dmg")} {flagNum(c(), "dmg")}
          </span>
        </Show>
        <Show when={flagNum(c(), "cdmg") > 0}>
          <span class="vb-line vb-dmg">
            ✖ {vw(lang(), "cdmg")} {flagNum(c(), "cdmg")}
          </span>
        </Show>
        <Show when={keywords(c()).length > 0}>
          <span class="vb-line vb-kw">
            <For each={keywords(c())}>
              {(k) => <span class="vb-tag">{keywordWord(lang(), k)}</span>}
            </For>
          </span>
        </Show>
        <Show when={doomed()}>
          <span class="vb-line vb-doom">
            ☠ {vw(lang(), c().f.doomed === true ? "doomed" : "doom")}
          </span>
        </Show>
        <Show when={attachedCards(props.ctx.view, c()).length > 0}>
          <span class="vb-line vb-attached">
            {vw(lang(), "equipped")}:{" "}
            <For each={attachedCards(props.ctx.view, c())}>
              {(a) => <span class="vb-tag">⚙ {cardName(props.ctx.state, a)}</span>}
            </For>
          </span>
        </Show>
      </Show>
    </button>
  );
}
