/**
 * The deck builder's card list: shipped and own cards, filtered by type, cost and source and
 * searched by name in any language, each with its count in the deck and buttons to add or take
 * out one copy (named for the card, so a screen reader says which).
 */
import { createMemo, createSignal, For, Show } from "solid-js";
import type { DeckCard } from "../../../../src/build/deck/deck-card.ts";
import { nameMatches } from "../../../../src/build/deck/deck-card.ts";
import type { DeckCounts } from "../../../../src/build/deck/deck-rules.ts";
import { uiLang } from "../../i18n.ts";
import { deckWord, typeWord } from "./deck-words.ts";

/** The list's props: every card known, the deck's counts, and how to change them. */
export interface DeckBrowserProps {
  system: string;
  cards: DeckCard[];
  counts: DeckCounts;
  /** Whether one more copy of a card may go in (the copies and size limits). */
  mayAdd(card: string): boolean;
  add(card: string): void;
  remove(card: string): void;
}

const ALL = "";
const NONE = "none";

/** The browse-and-add list. */
export function DeckBrowser(props: DeckBrowserProps) {
  const w = (key: Parameters<typeof deckWord>[1], p?: Record<string, string | number>) =>
    deckWord(uiLang(), key, p);
  const [query, setQuery] = createSignal("");
  const [type, setType] = createSignal(ALL);
  const [cost, setCost] = createSignal(ALL);
  const [source, setSource] = createSignal(ALL);
  const types = createMemo(() => [...new Set(props.cards.map((c) => c.type))]);
  const costs = createMemo(() =>
    [...new Set(props.cards.map((c) => c.cost))].sort((a, b) => (a ?? -1) - (b ?? -1)),
  );
  const costWord = () => (props.system === "geo-march" ? w("level") : w("cost"));
  const shown = createMemo(() =>
    props.cards.filter(
      (c) =>
        (type() === ALL || c.type === type()) &&
        (cost() === ALL || String(c.cost ?? NONE) === cost()) &&
        (source() === ALL || (source() === "own") === c.own) &&
        nameMatches(c, query()),
    ),
  );
  return (
    <section class="db-browse panel" aria-labelledby="db-browse-h">
      <h3 id="db-browse-h">{w("cards")}</h3>
      <div class="db-filters">
        <label>
          {w("search")}{" "}
          <input
            type="search"
            name="deck-search"
            value={query()}
            onInput={(e) => setQuery(e.currentTarget.value)}
          />
        </label>
        <label>
          {w("type")}{" "}
          <select name="deck-type" onChange={(e) => setType(e.currentTarget.value)}>
            <option value={ALL}>{w("all")}</option>
            <For each={types()}>
              {(t) => (
                <option value={t} selected={type() === t}>
                  {typeWord(uiLang(), t)}
                </option>
              )}
            </For>
          </select>
        </label>
        <label>
          {costWord()}{" "}
          <select name="deck-cost" onChange={(e) => setCost(e.currentTarget.value)}>
            <option value={ALL}>{w("all")}</option>
            <For each={costs()}>
              {(c) => (
                <option value={String(c ?? NONE)} selected={cost() === String(c ?? NONE)}>
                  {c === null ? w("noCost") : c}
                </option>
              )}
            </For>
          </select>
        </label>
        <label>
          {w("source")}{" "}
          <select name="deck-source" onChange={(e) => setSource(e.currentTarget.value)}>
            <option value={ALL}>{w("all")}</option>
            <option value="shipped">{w("shipped")}</option>
            <option value="own">{w("own")}</option>
          </select>
        </label>
      </div>
      <p class="muted" role="status">
        {w("shown", { n: shown().length })}
      </p>
      <Show when={shown().length > 0} fallback={<p class="muted">{w("noCards")}</p>}>
        <ul class="db-cards" data-testid="deck-cards">
          <For each={shown()}>
            {(c) => {
              const name = () => c.name[uiLang()];
              const n = () => props.counts[c.id] ?? 0;
              return (
                <li data-card={c.id} classList={{ "db-in": n() > 0 }}>
                  <div class="db-card-head">
                    <bdi class="name">{name()}</bdi>
                    <span class="muted">
                      {" "}
                      {typeWord(uiLang(), c.type)}
                      {c.cost === null ? "" : ` · ${costWord()} ${c.cost}`}
                    </span>
                    <Show when={c.own}>
                      {" "}
                      <span class="tag">{w("ownTag")}</span>
                    </Show>
                  </div>
                  <Show when={c.text}>{(t) => <p class="db-text">{t()[uiLang()]}</p>}</Show>
                  <div class="db-count">
                    <button
                      type="button"
                      aria-label={w("remove", { name: name() })}
                      disabled={n() === 0}
                      onClick={() => props.remove(c.id)}
                    >
                      −
                    </button>
                    <span class="db-n" title={w("inDeck", { n: n() })}>
                      ×{n()}
                    </span>
                    <button
                      type="button"
                      aria-label={w("add", { name: name() })}
                      disabled={!props.mayAdd(c.id)}
                      onClick={() => props.add(c.id)}
                      data-add={c.id}
                    >
                      +
                    </button>
                  </div>
                </li>
              );
            }}
          </For>
        </ul>
      </Show>
    </section>
  );
}
