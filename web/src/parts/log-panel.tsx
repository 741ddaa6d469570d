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
  createEffect(
    on(
      () => props.lines.length,
      () => {
        if (pinned) box.scrollTop = box.scrollHeight;
      },
    ),
  );
  return (
    <section class="panel log" aria-label={t(props.lang, "log")}>
      <h2>{t(props.lang, "log")}</h2>
      <ol
        ref={box}
        aria-live="polite"
        data-testid="log"
        onScroll={() => {
          pinned = box.scrollTop + box.clientHeight >= box.scrollHeight - 8;
        }}
      >
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
