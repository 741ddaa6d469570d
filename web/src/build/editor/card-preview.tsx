/**
 * The entry being edited, drawn as a card: where a board has a card of that kind, through the
 * board's own component (vision's card button, geo-march's unit chip, ygo-trpg's monster: the
 * table draws it exactly so), fed a one-card view made from the entry; and always as a plain
 * card — its name in the page's language, its kind, its numbers, its text and its effects as the
 * pack writes them. Names are text only and bidi-isolated.
 */
import { For, Show } from "solid-js";
import type { Item } from "../../../../src/build/item-model.ts";
import { UnitChip } from "../../boards/geo-march/unit-chip.tsx";
import { CardButton, type CardCtx } from "../../boards/vision/card.tsx";
import type { YgoCtx } from "../../boards/ygo-trpg/ctx.ts";
import { MonsterCard } from "../../boards/ygo-trpg/monster-card.tsx";
import type { Lang, StateMessage } from "../../net/protocol.ts";
import type { CardState, SeatView } from "../../net/view.ts";
import { kindName } from "./editor-words.ts";
import "../../boards/vision/vision-board.css";
import "../../boards/geo-march/geo-march.css";
import "../../boards/ygo-trpg/ygo-trpg.css";

/** The entry's top-level numbers as a card's printed values (what a view's `base` holds). */
function printed(value: Record<string, unknown>, keys: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of keys) if (typeof value[k] === "number") out[k] = value[k] as number;
  return out;
}

/** A one-card state message and view holding the entry as card `preview`. */
function oneCard(
  value: Record<string, unknown>,
  lang: Lang,
  stats: Record<string, number>,
  x: Record<string, unknown> = {},
): { state: StateMessage; card: CardState } {
  const card: CardState = {
    id: "preview",
    def: "preview",
    owner: "p1",
    zone: "p1:field",
    attached: [],
    base: stats,
    stats,
    f: {},
  };
  const name = inLang(value.name, lang) || String(value.id ?? "");
  const view = { cards: { preview: card }, zones: { "p1:field": ["preview"] }, x };
  const state = { defs: { preview: { name } }, view } as unknown as StateMessage;
  return { state, card };
}

/** A geo-march unit as the board's unit chip. */
function GeoUnit(props: { item: Item; lang: Lang }) {
  const made = () =>
    oneCard(
      props.item.value,
      props.lang,
      printed(props.item.value, ["level", "attack", "defence", "speed"]),
    );
  return (
    <div class="gm-board be-board-card">
      <UnitChip
        state={made().state}
        card={made().card}
        lang={props.lang}
        focused={false}
        onPick={() => {}}
      />
    </div>
  );
}

/** A ygo-trpg monster as the board's monster (its life 2X+8 unless it prints one, YGT-25). */
function YgoMonster(props: { item: Item; lang: Lang }) {
  const ctx = (): YgoCtx => {
    const v = props.item.value;
    const stats = printed(v, ["level", "atk", "def", "life"]);
    if (stats.life === undefined) stats.life = 2 * (stats.level ?? 0) + 8;
    const { state } = oneCard(v, props.lang, stats, { phase: "main" });
    return {
      state,
      view: state.view as unknown as SeatView,
      lang: props.lang,
      me: null,
      options: [],
      busy: false,
      seatName: (s) => s,
      cardName: () => (state.defs.preview?.name ?? "") as string,
      focused: () => false,
      pick: () => {},
      choose: () => {},
      undo: () => {},
    };
  };
  return (
    <div class="ygo-board be-board-card">
      <MonsterCard id="preview" ctx={ctx()} />
    </div>
  );
}

/** A localized value's text in `lang`, or its English, or the empty string. */
function inLang(v: unknown, lang: Lang): string {
  if (v === null || typeof v !== "object") return "";
  const r = v as Record<string, unknown>;
  const s = r[lang] ?? r.en;
  return typeof s === "string" ? s : "";
}

/** The entry's top-level numbers, for the card's face. */
function numbers(value: Record<string, unknown>): [string, number][] {
  return Object.entries(value).filter((e): e is [string, number] => typeof e[1] === "number");
}

/** Effects anywhere in the entry (mappings with `do:` or `kind:`), as one line each. */
function effectLines(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) effectLines(v, out);
  else if (value !== null && typeof value === "object") {
    const r = value as Record<string, unknown>;
    // An effect is named by `do:` (vision, geo-march, ygo-trpg); magical-girl's one `effect:`
    // is named by `kind:`.
    const tag = typeof r.do === "string" ? "do" : undefined;
    if (tag !== undefined)
      out.push(
        Object.entries(r)
          .map(([k, v]) => (k === tag ? String(v) : `${k}: ${JSON.stringify(v)}`))
          .join(" · "),
      );
    else for (const v of Object.values(r)) effectLines(v, out);
  }
  return out;
}

/** A magical-girl ability's or item's `effect:` as one line (`attack · skill: "magic" …`). */
function mgEffect(value: Record<string, unknown>): string {
  const e = value.effect;
  if (e === null || typeof e !== "object" || typeof (e as { kind?: unknown }).kind !== "string")
    return "";
  return Object.entries(e as Record<string, unknown>)
    .map(([k, v]) => (k === "kind" ? String(v) : `${k}: ${JSON.stringify(v)}`))
    .join(" · ");
}

/** A vision card as the board draws it, from the entry being edited. */
function VisionCard(props: { item: Item; lang: Lang }) {
  const v = () => props.item.value;
  const num = (k: string) => (typeof v()[k] === "number" ? (v()[k] as number) : 0);
  const card = (): CardState => {
    const character = v().type === "character";
    const base: Record<string, number> = character
      ? { attack: num("attack"), toughness: num("toughness"), graze: num("graze") }
      : {};
    const kws = Array.isArray(v().keywords) ? (v().keywords as unknown[]) : [];
    const stats: Record<string, number> = { ...base };
    for (const k of kws) stats[`kw.${String(k)}`] = 1;
    return {
      id: "preview",
      def: "preview",
      owner: "p1",
      zone: "p1:hand",
      attached: [],
      base,
      stats,
      f: {},
    };
  };
  const ctx = (): CardCtx => ({
    state: {
      defs: { preview: { name: inLang(v().name, props.lang) || String(v().id ?? "") } },
    } as unknown as StateMessage,
    view: { cards: {}, zones: {} } as unknown as SeatView,
    lang: props.lang,
    optionCount: () => 0,
    focused: () => false,
    pick: () => {},
    show: () => {},
    hover: () => {},
  });
  return (
    <div class="vision-board be-vision-card">
      <CardButton card={card()} ctx={ctx()} />
    </div>
  );
}

/** The preview of one entry. */
export function CardPreview(props: { system: string; kindId: string; item: Item; lang: Lang }) {
  const v = () => props.item.value;
  const name = () => inLang(v().name, props.lang) || String(v().id ?? "");
  const text = () => inLang(v().text, props.lang);
  return (
    <div class="be-preview" data-testid="card-preview">
      <Show when={props.system === "vision"}>
        <VisionCard item={props.item} lang={props.lang} />
      </Show>
      <Show when={props.kindId === "cards.unit"}>
        <GeoUnit item={props.item} lang={props.lang} />
      </Show>
      <Show when={props.kindId === "cards.monster"}>
        <YgoMonster item={props.item} lang={props.lang} />
      </Show>
      <div class="be-card">
        <div class="be-card-head">
          <bdi class="be-card-name">{name()}</bdi>
          <span class="be-card-kind">{kindName(props.lang, props.kindId)}</span>
        </div>
        <Show when={numbers(v()).length > 0}>
          <dl class="be-card-stats">
            <For each={numbers(v())}>
              {([k, n]) => (
                <div>
                  <dt>{k}</dt>
                  <dd>{n}</dd>
                </div>
              )}
            </For>
          </dl>
        </Show>
        <Show when={text() !== ""}>
          <p class="be-card-text">
            <bdi>{text()}</bdi>
          </p>
        </Show>
        <Show when={effectLines(v()).length > 0 || mgEffect(v()) !== ""}>
          <ul class="be-card-effects">
            <For each={effectLines(v())}>{(l) => <li>{l}</li>}</For>
            <Show when={mgEffect(v()) !== ""}>
              <li>{mgEffect(v())}</li>
            </Show>
          </ul>
        </Show>
      </div>
    </div>
  );
}
