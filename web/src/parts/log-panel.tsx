/**
 * The battle log in the seat's language, as the server rendered it (rulebook terms, dice faces),
 * newest at the bottom and kept in view while the player has not scrolled up. Announced politely
 * to screen readers.
 */
import { type Accessor, createEffect, For, on, onCleanup, onMount, Show } from "solid-js";
import { t } from "../i18n.ts";
import type { Lang, LogLine } from "../net/protocol.ts";
import { DiceFaces, rollOf } from "./dice-faces.tsx";
import { NamedText } from "./named-text.tsx";

/** The log panel's props. */
export interface LogPanelProps {
  lines: LogLine[];
  lang: Lang;
  /** Right-to-left names to isolate in the lines (none: the lines as they are). */
  names?: Accessor<readonly string[]>;
}

const NO_NAMES = () => [] as const;

/** The log panel. */
export function LogPanel(props: LogPanelProps) {
  let box!: HTMLOListElement;
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
      () => props.lines.length,
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
      <h2>{t(props.lang, "log")}</h2>
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
        <For each={props.lines}>
          {(line) => {
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
