/**
 * The prepared battle's problems as the server found them, shown above every tab: each at its
 * scenario path and its line in the exported YAML, in the server's words; or that it plays.
 */
import { createMemo, For, Show } from "solid-js";
import type { PrepAnswer, PrepDoc } from "../../../src/build/prepare/prep-types.ts";
import { yamlOfPrep } from "../../../src/build/prepare/prep-yaml.ts";
import type { Lang } from "../net/protocol.ts";
import { linesOf } from "./prep-lines.ts";
import { pw } from "./prep-words.ts";

/** The problems panel. */
export function PrepProblems(props: {
  lang: Lang;
  doc: () => PrepDoc;
  answer: () => PrepAnswer | null;
  error: () => string | null;
  checking: () => boolean;
}) {
  const problems = () => props.answer()?.problems ?? [];
  const lines = createMemo(() => {
    const list = problems();
    if (list.length === 0) return [];
    return linesOf(
      yamlOfPrep(props.doc()),
      list.map((p) => p.path),
    );
  });
  return (
    <section
      class="prep-problems"
      aria-labelledby="prep-problems-h"
      data-testid="prep-problems"
      aria-busy={props.checking()}
    >
      <h2 id="prep-problems-h" class="sr-only">
        {pw(props.lang, "problems")}
      </h2>
      <div role="status" class="prep-check">
        <Show when={props.error()}>
          {(e) => <p class="error">⚠ {pw(props.lang, "serverSays", { why: e() })}</p>}
        </Show>
        <Show when={!props.error() && props.answer()}>
          {(a) => (
            <p class={a().problems.length === 0 ? "be-ok" : "error"}>
              {a().problems.length === 0
                ? pw(props.lang, "noProblems")
                : pw(props.lang, "problemsCount", { n: a().problems.length })}
              <Show when={props.checking()}>
                <span class="muted"> · {pw(props.lang, "checking")}</span>
              </Show>
            </p>
          )}
        </Show>
        <Show when={!props.error() && props.answer() === null}>
          <p class="muted">{pw(props.lang, "checking")}</p>
        </Show>
      </div>
      <Show when={problems().length > 0}>
        <ul class="prep-problem-list">
          <For each={problems()}>
            {(p, i) => (
              <li data-path={p.path}>
                <code>{p.path === "" ? "—" : p.path}</code>
                <Show when={lines()[i()]}>
                  {(n) => <span class="muted"> ({pw(props.lang, "lineN", { n: n() })})</span>}
                </Show>
                : {p.message}
              </li>
            )}
          </For>
        </ul>
      </Show>
    </section>
  );
}
