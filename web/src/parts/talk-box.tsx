/**
 * The talk box under the log: a line to say or a dice expression to roll (Enter sends), the
 * system's usual rolls as buttons, whom it goes to (everyone, or a whisper to chosen seats — the
 * GM/KP among them), a secret roll (the GM's/KP's own, or a player's to the GM/KP only), and a
 * status line for the server's refusals. A spectator reads the talk but cannot speak.
 */
import { createSignal, For, Show } from "solid-js";
import { MAX_TALK_CHARS } from "../../../src/shared/limits.ts";
import type { Lang, Welcome } from "../net/protocol.ts";
import type { TableTalk } from "../net/table-connection.ts";
import { quickRolls, rollRequest, type TalkAddress, talkRequest } from "../talk/talk-input.ts";
import { refusalWord, tw } from "../talk/talk-words.ts";

/** The talk box's props. */
export interface TalkBoxProps {
  conn: TableTalk;
  welcome: Welcome;
  lang: Lang;
}

/** The talk box. */
export function TalkBox(props: TalkBoxProps) {
  const me = () => props.welcome.seat;
  const seats = () => props.welcome.seats;
  // A whisper goes to people: a bot reads nothing. The GM/KP seat is a person's when its kind
  // is "gm" (a bot there is "bot").
  const others = () => seats().filter((s) => s.seat !== me() && s.kind !== "bot");
  const gmSeat = () => seats().find((s) => s.kind === "gm");
  const iAmGm = () => gmSeat()?.seat === me();
  const [text, setText] = createSignal("");
  const [to, setTo] = createSignal<string[]>([]);
  const [secret, setSecret] = createSignal(false);
  const address = (): TalkAddress => ({ to: to(), secret: secret(), gm: iAmGm() });
  const toggle = (seat: string, on: boolean) =>
    setTo(on ? [...to().filter((s) => s !== seat), seat] : to().filter((s) => s !== seat));
  const toWords = () =>
    to().length === 0
      ? tw(props.lang, "everyone")
      : to()
          .map((s) => seats().find((x) => x.seat === s)?.name ?? s)
          .join(", ");

  const onSubmit = (e: Event) => {
    e.preventDefault();
    const req = talkRequest(text(), address());
    if (req !== null && props.conn.sendTalk(req)) setText("");
  };

  return (
    <section class="panel talk-box" aria-label={tw(props.lang, "talk")} data-testid="talk-box">
      <h2 class="sr-only">{tw(props.lang, "talk")}</h2>
      <Show
        when={me() !== null}
        fallback={<p class="muted talk-quiet">{tw(props.lang, "spectatorQuiet")}</p>}
      >
        <form onSubmit={onSubmit}>
          <div class="talk-row">
            <input
              type="text"
              class="talk-input"
              data-testid="talk-input"
              enterkeyhint="send"
              autocomplete="off"
              maxLength={MAX_TALK_CHARS}
              aria-label={tw(props.lang, "input")}
              placeholder={tw(props.lang, "placeholder")}
              value={text()}
              onInput={(e) => setText(e.currentTarget.value)}
            />
            <button type="submit" data-testid="talk-send">
              {tw(props.lang, "send")}
            </button>
          </div>
          <div class="talk-row talk-tools">
            <fieldset class="talk-quick">
              <legend class="sr-only">{tw(props.lang, "quickRolls")}</legend>
              <span aria-hidden="true">🎲</span>
              <For each={quickRolls(props.welcome.system)}>
                {(expr) => (
                  <button
                    type="button"
                    data-testid={`talk-quick-${expr}`}
                    onClick={() => props.conn.sendTalk(rollRequest(expr, address()))}
                  >
                    {expr}
                  </button>
                )}
              </For>
            </fieldset>
            <Show when={iAmGm() || gmSeat() !== undefined}>
              <label class="talk-check">
                <input
                  type="checkbox"
                  data-testid="talk-secret"
                  checked={secret()}
                  onChange={(e) => setSecret(e.currentTarget.checked)}
                />{" "}
                {iAmGm()
                  ? tw(props.lang, "secretRoll")
                  : tw(props.lang, "secretForGm", { gm: gmSeat()?.name ?? "" })}
              </label>
            </Show>
          </div>
          <Show when={others().length > 0}>
            <details class="talk-to" data-testid="talk-to">
              <summary>
                {tw(props.lang, "to")}: <bdi>{toWords()}</bdi>
              </summary>
              <For each={others()}>
                {(s) => (
                  <label class="talk-check">
                    <input
                      type="checkbox"
                      data-seat={s.seat}
                      checked={to().includes(s.seat)}
                      onChange={(e) => toggle(s.seat, e.currentTarget.checked)}
                    />{" "}
                    <bdi>{s.name}</bdi>
                  </label>
                )}
              </For>
            </details>
          </Show>
        </form>
      </Show>
      <p class="talk-status" role="status" data-testid="talk-status">
        <Show when={props.conn.talkError()}>
          {(err) => (
            <span class="error">
              ⚠ {refusalWord(props.lang, err().code)}
              <Show when={err().code === "bad-message" || err().code === "not-allowed"}>
                : <bdi>{err().message}</bdi>
              </Show>
            </span>
          )}
        </Show>
      </p>
    </section>
  );
}
