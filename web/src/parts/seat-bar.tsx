/**
 * The seats of the table: name, person/bot/GM, which one is this browser ("you") and who is
 * deciding — marked with a symbol and a word, not by colour alone.
 */
import { For, Show } from "solid-js";
import { t } from "../i18n.ts";
import type { Lang, Welcome } from "../net/protocol.ts";

/** The seat bar's props. */
export interface SeatBarProps {
  welcome: Welcome;
  waitingFor: string | null;
  lang: Lang;
}

/** The seat bar. */
export function SeatBar(props: SeatBarProps) {
  return (
    <ul class="seat-bar" data-testid="seat-bar">
      <For each={props.welcome.seats}>
        {(s) => {
          const deciding = () => props.waitingFor === s.seat;
          return (
            <li classList={{ deciding: deciding(), me: props.welcome.seat === s.seat }}>
              <Show when={deciding()}>
                <span aria-hidden="true">▶ </span>
              </Show>
              <strong>{s.name}</strong>
              <Show when={props.welcome.seat === s.seat}> ({t(props.lang, "you")})</Show>
              <Show when={s.kind === "bot"}>
                {" "}
                · {t(props.lang, "bot")} {s.bot}
              </Show>
              <Show when={s.kind === "gm"}> · {t(props.lang, s.seat === "kp" ? "kp" : "gm")}</Show>
              <Show when={deciding()}>
                <span class="tag"> {t(props.lang, "deciding")}</span>
              </Show>
            </li>
          );
        }}
      </For>
    </ul>
  );
}
