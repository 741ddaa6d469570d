/**
 * The battle log in the seat's language, as the server rendered it (rulebook terms, dice faces),
 * newest at the bottom and kept in view while the player has not scrolled up. Announced politely
 * to screen readers.
 */
import { createEffect, For, on, Show } from "solid-js";
import { t } from "../i18n.ts";
import type { Lang, LogLine } from "../net/protocol.ts";
import { DiceFaces, rollOf } from "./dice-faces.tsx";

/** The log panel's props. */
export interface LogPanelProps {
  lines: LogLine[];
  lang: Lang;
}

/** The log panel. */
export function LogPanel(props: LogPanelProps) {
  let box!: HTMLOListElement;
  let pinned = true;
  // Where this panel last scrolled itself: the scroll event that follows arrives a frame later,
  // when more lines may have come, and must not read as the player scrolling up.
  let autoTop = -1;
  createEffect(
    on(
      () => props.lines.length,
      () => {
        if (!pinned) return;
        box.scrollTop = box.scrollHeight;
        autoTop = box.scrollTop;
      },
    ),
  );
  const onScroll = () => {
    if (box.scrollTop === autoTop) return;
    pinned = box.scrollTop + box.clientHeight >= box.scrollHeight - 8;
  };
  return (
    <section class="panel log" aria-label={t(props.lang, "log")}>
      <h2>{t(props.lang, "log")}</h2>
      <ol ref={box} aria-live="polite" data-testid="log" onScroll={onScroll}>
        <For each={props.lines}>
          {(line) => {
            const roll = rollOf(line.event);
            return (
              <li data-event={String(line.event.t ?? "")}>
                {line.text}
                <Show when={roll}>{(r) => <DiceFaces faces={r().faces} sides={r().sides} />}</Show>
              </li>
            );
          }}
        </For>
      </ol>
    </section>
  );
}
