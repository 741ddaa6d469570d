/**
 * One line of the table's talk in the log: who said or rolled what, to whom. User text is shown
 * as text only, bidi-isolated; a roll shows its dice as faces (as the battle's rolls do), its
 * arithmetic, total and — for `1D100<=n` — the success level in the rulebook's words. A secret
 * roll this seat may not read says only that it was rolled; the roller's own secret line has a
 * Reveal button, and the GM/KP has Hide on every line (a hidden line stays on its page, marked).
 */
import { For, Show } from "solid-js";
import type { Lang, TalkLine } from "../net/protocol.ts";
import { LEVEL_WORDS } from "../talk/talk-levels.ts";
import { tw } from "../talk/talk-words.ts";
import { DiceFaces } from "./dice-faces.tsx";

/** What a talk line needs to know of the page. */
export interface TalkLineProps {
  line: TalkLine;
  lang: Lang;
  /** This page's seat (null: a spectator). */
  me: string | null;
  /** Whether this page is the GM's/KP's (who may hide lines). */
  isGm: boolean;
  seatName(seat: string): string;
  reveal(id: number): void;
  hide(id: number): void;
}

/** The size of the dice an expression rolls first (`2D6+3` → 6), 0 when it names none. */
export function sidesOf(expr: string): number {
  return Number(/d(\d+)/i.exec(expr)?.[1] ?? 0);
}

/** Whether a roll's dice after the first are a d100 check's bonus/penalty tens dice. */
function tensDice(expr: string): boolean {
  return /\s[bp][12]$/i.test(expr);
}

/** The hour and minute a line was said, in the reader's clock. */
function clock(at: number): string {
  const d = new Date(at);
  return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
}

/** A talk line. */
export function TalkLineItem(props: TalkLineProps) {
  const l = () => props.line;
  const whisper = () => (l().to?.length ?? 0) > 0;
  const mine = () => l().from === props.me;
  return (
    <li
      class="talk-line"
      data-talk={l().id}
      data-kind={l().kind}
      classList={{
        whisper: whisper(),
        secret: l().secret === true && l().revealed !== true,
        hidden: l().hidden === true,
        mine: mine(),
      }}
    >
      <time class="talk-time" dateTime={new Date(l().at).toISOString()}>
        {clock(l().at)}
      </time>{" "}
      <span class="talk-mark" aria-hidden="true">
        {l().kind === "roll" ? "🎲" : "💬"}
      </span>{" "}
      <bdi class="talk-from">{props.seatName(l().from)}</bdi>
      <Show when={whisper()}>
        {" → "}
        <For each={l().to}>
          {(seat, i) => (
            <>
              {i() > 0 ? ", " : ""}
              <bdi>{props.seatName(seat)}</bdi>
            </>
          )}
        </For>
        {/* A secret roll's addressees are its readers, marked "secret" below, not a whisper. */}
        <Show when={!l().secret}>
          {" "}
          <span class="tag">{tw(props.lang, "whisper")}</span>
        </Show>
      </Show>
      <Show when={l().kind === "say"}>
        {": "}
        <bdi class="talk-text" data-testid="talk-text">
          {l().text ?? ""}
        </bdi>
      </Show>
      <Show when={l().kind === "roll"}>
        <Show
          when={l().roll}
          fallback={<span class="talk-secret-roll"> {tw(props.lang, "rolledInSecret")} ▣</span>}
        >
          {(r) => (
            <>
              {": "}
              <Show when={r().label}>
                {(label) => (
                  <>
                    <bdi class="talk-label">{label()}</bdi>{" "}
                  </>
                )}
              </Show>
              <DiceFaces faces={r().faces.slice(0, 1)} sides={sidesOf(r().expr)} />
              <Show when={r().faces.length > 1}>
                {/* A d100 check's bonus/penalty dice are tens dice (0–9), after its d100. */}
                <DiceFaces
                  faces={r().faces.slice(1)}
                  sides={tensDice(r().expr) ? 10 : sidesOf(r().expr)}
                />
              </Show>{" "}
              <span class="talk-detail" data-testid="talk-detail" data-total={r().total}>
                {r().detail}
              </span>
              <Show when={r().level}>
                {(level) => (
                  <>
                    {" → "}
                    <span class="talk-level" data-level={level()}>
                      {LEVEL_WORDS[level()][props.lang]}
                    </span>
                  </>
                )}
              </Show>
            </>
          )}
        </Show>
      </Show>
      {/* Marked secret where its content shows (the roller's and addressees' pages): the bare
          line elsewhere says so in words already. */}
      <Show when={l().secret && l().revealed !== true && l().roll}>
        {" "}
        <span class="tag">▣ {tw(props.lang, "secret")}</span>
      </Show>
      <Show when={l().revealed}>
        {" "}
        <span class="tag">{tw(props.lang, "revealed")}</span>
      </Show>
      <Show when={l().hidden}>
        {" "}
        <span class="tag talk-hidden-tag">⊘ {tw(props.lang, "hidden")}</span>
      </Show>
      <Show when={mine() && l().secret && l().revealed !== true && l().roll}>
        {" "}
        <button
          type="button"
          class="talk-act"
          data-testid="talk-reveal"
          aria-label={tw(props.lang, "revealLine", { n: l().id })}
          onClick={() => props.reveal(l().id)}
        >
          {tw(props.lang, "reveal")}
        </button>
      </Show>
      <Show when={props.isGm && l().hidden !== true}>
        {" "}
        <button
          type="button"
          class="talk-act"
          data-testid="talk-hide"
          aria-label={tw(props.lang, "hideLine", { n: l().id })}
          onClick={() => props.hide(l().id)}
        >
          {tw(props.lang, "hide")}
        </button>
      </Show>
    </li>
  );
}
