/**
 * The prepare page's tabs: the system's builder tabs (web/src/prepare/<system>/tabs.tsx, loaded
 * with the page's chunk for that system only) then the page's own, difficulty and table. A tab's
 * body is made on its first visit and kept after (hidden), so what a builder holds on screen is
 * not lost going to another tab. Arrow keys, Home and End move between the tabs.
 */
import { createSignal, For, Show } from "solid-js";
import type { Lang } from "../net/protocol.ts";
import type { PrepProps, PrepTab } from "./prep-tab.ts";
import { pw } from "./prep-words.ts";

/** The tab list and its panels. */
export function PrepTabs(props: { tabs: PrepTab[]; lang: Lang; body: PrepProps }) {
  const [chosen, setChosen] = createSignal<string | null>(null);
  const [seen, setSeen] = createSignal<ReadonlySet<string>>(new Set());
  const active = () => {
    const c = chosen();
    return props.tabs.some((t) => t.id === c) ? c : (props.tabs[0]?.id ?? null);
  };
  const isSeen = (id: string) => id === active() || seen().has(id);
  const pick = (id: string) => {
    const was = active();
    if (was !== null) setSeen(new Set([...seen(), was]));
    setChosen(id);
  };
  const onKey = (e: KeyboardEvent) => {
    const ids = props.tabs.map((t) => t.id);
    const at = ids.indexOf(active() ?? "");
    const next =
      e.key === "ArrowRight"
        ? (at + 1) % ids.length
        : e.key === "ArrowLeft"
          ? (at - 1 + ids.length) % ids.length
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? ids.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    pick(ids[next]);
    document.getElementById(`prep-tab-${ids[next]}`)?.focus();
  };
  return (
    <>
      <div role="tablist" class="prep-tabs" aria-label={pw(props.lang, "tabs")}>
        <For each={props.tabs}>
          {(t) => (
            <button
              type="button"
              role="tab"
              id={`prep-tab-${t.id}`}
              data-tab={t.id}
              aria-selected={active() === t.id}
              aria-controls={`prep-panel-${t.id}`}
              tabindex={active() === t.id ? 0 : -1}
              onClick={() => pick(t.id)}
              onKeyDown={onKey}
            >
              {t.label(props.lang)}
            </button>
          )}
        </For>
      </div>
      <For each={props.tabs}>
        {(t) => (
          <div
            role="tabpanel"
            id={`prep-panel-${t.id}`}
            aria-labelledby={`prep-tab-${t.id}`}
            hidden={active() !== t.id}
            class="prep-panel"
          >
            <Show when={isSeen(t.id)}>
              <t.Body {...props.body} />
            </Show>
          </div>
        )}
      </For>
    </>
  );
}
