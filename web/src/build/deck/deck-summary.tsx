/**
 * The deck as it stands: its size against the system's rules, what keeps it from being played
 * (each problem in words, marked ⚠, not by colour alone), the cards in it with − / +, its curve
 * (copies per cost, a geo-march unit's level, as bars with their numbers) and totals by type.
 */
import { createMemo, For, Show } from "solid-js";
import type { DeckCard } from "../../../../src/build/deck/deck-card.ts";
import {
  type DeckCounts,
  type DeckProblem,
  deckRules,
  deckSize,
} from "../../../../src/build/deck/deck-rules.ts";
import { deckCurve, deckTotals } from "../../../../src/build/deck/deck-stats.ts";
import { uiLang } from "../../i18n.ts";
import type { Lang } from "../../net/protocol.ts";
import { deckWord, isolated, typeWord } from "./deck-words.ts";

/** The summary's props. */
export interface DeckSummaryProps {
  system: string;
  counts: DeckCounts;
  cards: ReadonlyMap<string, DeckCard>;
  problems: DeckProblem[];
  mayAdd(card: string): boolean;
  add(card: string): void;
  remove(card: string): void;
}

/** The size rule in words ("exactly 40", "20 to 40"). */
export function sizeRule(lang: Lang, system: string): string {
  const r = deckRules(system);
  return r.min === r.max
    ? deckWord(lang, "sizeExact", { min: r.min })
    : deckWord(lang, "sizeRange", { min: r.min, max: r.max });
}

/** One problem in words. */
export function problemText(
  lang: Lang,
  system: string,
  p: DeckProblem,
  cards: ReadonlyMap<string, DeckCard>,
): string {
  const name = (id: string) => isolated(cards.get(id)?.name[lang] ?? id);
  switch (p.k) {
    case "size":
      return deckWord(lang, "pSize", { n: p.n, rule: sizeRule(lang, system) });
    case "copies":
      return deckWord(lang, "pCopies", { name: name(p.card), n: p.n, max: p.max });
    case "unknown":
      return deckWord(lang, "pUnknown", { name: isolated(p.card) });
    case "type":
      return deckWord(lang, "pType", { type: typeWord(lang, p.type), n: p.n, min: p.min });
  }
}

/** Vision's and geo-march's card types in the order their rulebooks list them. */
const TYPE_ORDER = ["character", "command", "equipment", "talisman", "unit", "equip", "skill"];

/** The deck panel. */
export function DeckSummary(props: DeckSummaryProps) {
  const lang = () => uiLang();
  const w = (key: Parameters<typeof deckWord>[1], p?: Record<string, string | number>) =>
    deckWord(lang(), key, p);
  const rules = () => deckRules(props.system);
  const entries = createMemo(() =>
    Object.entries(props.counts)
      .map(([id, n]) => ({ id, n, card: props.cards.get(id) }))
      .sort(
        (a, b) =>
          (a.card?.cost ?? 99) - (b.card?.cost ?? 99) ||
          (a.card?.name[lang()] ?? a.id).localeCompare(b.card?.name[lang()] ?? b.id),
      ),
  );
  const curve = createMemo(() => deckCurve(props.counts, props.cards));
  const top = () => Math.max(1, ...curve().bars.map((b) => b.n), curve().none);
  const types = () => TYPE_ORDER.filter((t) => [...props.cards.values()].some((c) => c.type === t));
  const totals = createMemo(() => deckTotals(props.counts, props.cards, types()));
  return (
    <section class="db-deck panel" aria-labelledby="db-deck-h" data-testid="deck-summary">
      <h3 id="db-deck-h">{w("deckList")}</h3>
      <p data-testid="deck-size">
        <strong>
          {w("size", { n: deckSize(props.counts), rule: sizeRule(lang(), props.system) })}
        </strong>
        {" · "}
        {w("copiesRule", { max: rules().maxCopies })}
        <For each={Object.entries(rules().atLeast)}>
          {([type, min]) => (
            <>
              {" · "}
              {w("atLeastRule", { type: typeWord(lang(), type), min })}
            </>
          )}
        </For>
      </p>
      <div role="status" data-testid="deck-problems">
        <Show when={props.problems.length > 0} fallback={<p class="db-ok">{w("ready")}</p>}>
          <ul class="db-problems">
            <For each={props.problems}>
              {(p) => <li class="error">{problemText(lang(), props.system, p, props.cards)}</li>}
            </For>
          </ul>
        </Show>
      </div>
      <Show when={entries().length > 0} fallback={<p class="muted">{w("emptyDeck")}</p>}>
        <ul class="db-list" data-testid="deck-list">
          <For each={entries()}>
            {(e) => {
              const name = () => e.card?.name[lang()] ?? e.id;
              return (
                <li data-card={e.id}>
                  <span class="db-n">{e.n}×</span> <bdi class="name">{name()}</bdi>
                  <Show when={e.card?.cost !== null && e.card?.cost !== undefined}>
                    <span class="muted"> ({e.card?.cost})</span>
                  </Show>{" "}
                  <span class="db-count">
                    <button
                      type="button"
                      aria-label={w("remove", { name: name() })}
                      onClick={() => props.remove(e.id)}
                    >
                      −
                    </button>
                    <button
                      type="button"
                      aria-label={w("add", { name: name() })}
                      disabled={!props.mayAdd(e.id)}
                      onClick={() => props.add(e.id)}
                    >
                      +
                    </button>
                  </span>
                </li>
              );
            }}
          </For>
        </ul>
      </Show>
      <h3 id="db-curve-h">{props.system === "geo-march" ? w("curveLevel") : w("curve")}</h3>
      <ul class="db-curve" aria-labelledby="db-curve-h" data-testid="deck-curve">
        <For each={curve().bars}>
          {(b) => (
            <li>
              <span class="db-cost">{b.cost}</span>
              <span class="db-bar" style={{ width: `${(b.n / top()) * 100}%` }} />
              <span class="db-n">{b.n}</span>
            </li>
          )}
        </For>
        <Show when={curve().none > 0}>
          <li>
            <span class="db-cost">{w("noCost")}</span>
            <span class="db-bar" style={{ width: `${(curve().none / top()) * 100}%` }} />
            <span class="db-n">{curve().none}</span>
          </li>
        </Show>
      </ul>
      <h3>{w("totals")}</h3>
      <ul class="db-totals" data-testid="deck-totals">
        <For each={totals()}>
          {(t) => (
            <li data-type={t.type}>
              {typeWord(lang(), t.type)}: <strong>{t.n}</strong>
            </li>
          )}
        </For>
      </ul>
    </section>
  );
}
