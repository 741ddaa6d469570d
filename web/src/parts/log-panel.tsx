/**
 * The table's log in the seat's language: the battle's lines as the server rendered them
 * (rulebook terms, dice faces) and, at a live table, the table's talk among them in time order,
 * with a filter (battle and talk / battle only / talk only). Newest at the bottom and kept in
 * view while the player has not scrolled up. Announced politely to screen readers.
 */
import {
  type Accessor,
  createEffect,
  createMemo,
  createSignal,
  For,
  on,
  onCleanup,
  onMount,
  Show,
} from "solid-js";
import { t } from "../i18n.ts";
import type { Lang, LogLine, TalkLine } from "../net/protocol.ts";
import { interleave, isTalk, type TableLogEntry } from "../net/talk-lines.ts";
import { tw } from "../talk/talk-words.ts";
import { DiceFaces, rollOf } from "./dice-faces.tsx";
import { NamedText } from "./named-text.tsx";
import { TalkLineItem, type TalkLineProps } from "./talk-line.tsx";

/** Which lines the log shows. */
export type LogFilter = "both" | "battle" | "talk";

/** The log panel's props. */
export interface LogPanelProps {
  lines: LogLine[];
  lang: Lang;
  /** Right-to-left names to isolate in the lines (none: the lines as they are). */
  names?: Accessor<readonly string[]>;
  /** The table's talk (a live table; a replay has none, and no filter). */
  talk?: TalkLine[];
  /** What a talk line needs of the page (whose page, reveal, hide). */
  talkLine?: Omit<TalkLineProps, "line" | "lang">;
}

const NO_NAMES = () => [] as const;

/** The log panel. */
export function LogPanel(props: LogPanelProps) {
  let box!: HTMLOListElement;
  const [filter, setFilter] = createSignal<LogFilter>("both");
  const entries = createMemo<TableLogEntry[]>(() => {
    const f = filter();
    const talk = props.talk ?? [];
    if (f === "battle" || props.talk === undefined) return props.lines;
    if (f === "talk") return talk;
    return interleave(props.lines, talk);
  });
  let pinned = true;
  // Only the player's own scrolling (wheel, touch, the scrollbar) decides whether the log
  // follows: scroll events also come from the panel scrolling itself a frame earlier, from a
  // resize and from a reload, and none of those means "stop following".
  let touchedAt = Number.NEGATIVE_INFINITY;
  const touched = () => {
    touchedAt = performance.now();
  };
  createEffect(
    on(
      () => entries().length,
      () => {
        if (pinned) box.scrollTop = box.scrollHeight;
      },
    ),
  );
  // The box shrinks when the decision panel above it grows (a turn with many options): a log
  // that was following keeps following.
  onMount(() => {
    const watch = new ResizeObserver(() => {
      if (pinned) box.scrollTop = box.scrollHeight;
    });
    watch.observe(box);
    onCleanup(() => watch.disconnect());
  });
  const onScroll = () => {
    if (performance.now() - touchedAt > 1000) return;
    pinned = box.scrollTop + box.clientHeight >= box.scrollHeight - 8;
  };
  return (
    <section class="panel log" aria-label={t(props.lang, "log")}>
      <div class="log-head">
        <h2>{t(props.lang, "log")}</h2>
        <Show when={props.talk !== undefined}>
          <select
            class="log-filter"
            data-testid="log-filter"
            aria-label={tw(props.lang, "show")}
            onChange={(e) => {
              pinned = true;
              setFilter(e.currentTarget.value as LogFilter);
            }}
          >
            <option value="both" selected={filter() === "both"}>
              {tw(props.lang, "showBoth")}
            </option>
            <option value="battle" selected={filter() === "battle"}>
              {tw(props.lang, "showBattle")}
            </option>
            <option value="talk" selected={filter() === "talk"}>
              {tw(props.lang, "showTalk")}
            </option>
          </select>
        </Show>
      </div>
      {/* Focusable: the list scrolls, and a keyboard must be able to scroll it too. */}
      <ol
        ref={box}
        tabindex="0"
        aria-label={t(props.lang, "log")}
        aria-live="polite"
        data-testid="log"
        onScroll={onScroll}
        onWheel={touched}
        onTouchMove={touched}
        onPointerDown={touched}
      >
        <For each={entries()}>
          {(entry) => {
            if (isTalk(entry)) {
              const ctx = props.talkLine;
              return ctx === undefined ? null : (
                <TalkLineItem line={entry} lang={props.lang} {...ctx} />
              );
            }
            const line = entry;
            const roll = rollOf(line.event);
            return (
              <li data-event={String(line.event.t ?? "")}>
                <NamedText text={line.text} names={props.names ?? NO_NAMES} />
                <Show when={roll}>{(r) => <DiceFaces faces={r().faces} sides={r().sides} />}</Show>
              </li>
            );
          }}
        </For>
      </ol>
    </section>
  );
}
