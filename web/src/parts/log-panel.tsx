/**
 * The battle log in the seat's language, as the server rendered it (rulebook terms, dice faces),
 * newest at the bottom and kept in view while the player has not scrolled up. Announced politely
 * to screen readers.
 */
import { createEffect, For, on } from "solid-js";
import { t } from "../i18n.ts";
import type { Lang, LogLine } from "../net/protocol.ts";

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
          {(line) => <li data-event={String(line.event.t ?? "")}>{line.text}</li>}
        </For>
      </ol>
    </section>
  );
}
