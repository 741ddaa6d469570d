/**
 * The table header's house rules (issue 33): a compact disclosure — its summary says how many of
 * the table's rules differ from the rulebook's default reading — that opens on every house rule
 * in force, each by name with its value's name (the changed ones first and marked) and the rule
 * lines its reading rests on. The words are the server's (the welcome's `houseRuleWords`, in the
 * socket's language); server text, so only ever set as text and bidi-isolated.
 */
import { For, Show } from "solid-js";
import { t, wordsOf } from "../i18n.ts";
import type { Lang, Welcome } from "../net/protocol.ts";

const WORDS = {
  changed: { ja: "{n} 件変更", zh: "{n} 项已改", en: "{n} changed" },
  asWritten: { ja: "すべて既定", zh: "全部默认", en: "all as written" },
  changedMark: { ja: "変更", zh: "已改", en: "changed" },
  colon: { ja: "：", zh: "：", en: ": " },
} as const;
const word = wordsOf(WORDS);

/** The disclosure's props: the welcome (its house rules) and the page's language. */
export interface HouseRulesProps {
  welcome: Welcome;
  lang: Lang;
}

/** The house rules in force; nothing for a table whose system has none and that set none. */
export function HouseRules(props: HouseRulesProps) {
  const rules = () => props.welcome.houseRuleWords ?? [];
  const changed = () => rules().filter((r) => r.changed).length;
  return (
    <Show when={rules().length > 0}>
      <details class="house-rules-bar" data-testid="house-rules">
        <summary class="house-rules-summary">
          {t(props.lang, "houseRules")}
          {word(props.lang, "colon")}
          {changed() > 0
            ? word(props.lang, "changed", { n: changed() })
            : word(props.lang, "asWritten")}
        </summary>
        <ul>
          <For each={rules()}>
            {(r) => (
              <li classList={{ changed: r.changed }} data-option={r.option}>
                <Show when={r.changed}>
                  <span class="tag">{word(props.lang, "changedMark")}</span>{" "}
                </Show>
                <bdi class="house-rule-name">{r.name}</bdi>
                {word(props.lang, "colon")}
                <bdi>{r.valueName}</bdi>
                <Show when={r.why !== ""}>
                  <br />
                  <bdi class="muted house-rule-why">{r.why}</bdi>
                </Show>
              </li>
            )}
          </For>
        </ul>
      </details>
    </Show>
  );
}
