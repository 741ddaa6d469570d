/**
 * The entry being edited, drawn as a card: vision's through the board's own card button (the
 * table draws a card exactly so), every other kind as a plain card — its name in the page's
 * language, its kind, its numbers, its text and its effects as the pack writes them. Names are
 * text only and bidi-isolated.
 */
import { For, Show } from "solid-js";
import type { Item } from "../../../../src/build/item-model.ts";
import { CardButton, type CardCtx } from "../../boards/vision/card.tsx";
import type { Lang, StateMessage } from "../../net/protocol.ts";
import type { CardState, SeatView } from "../../net/view.ts";
import { kindName } from "./editor-words.ts";
import "../../boards/vision/vision-board.css";

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
        <Show when={effectLines(v()).length > 0}>
          <ul class="be-card-effects">
            <For each={effectLines(v())}>{(l) => <li>{l}</li>}</For>
          </ul>
        </Show>
      </div>
    </div>
  );
}
