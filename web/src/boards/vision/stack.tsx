/**
 * The response stack while 干渉 goes on: each play waiting to resolve, top first (it resolves
 * first), with whose it is, the card or ability, and its target.
 */
import { For, Show } from "solid-js";
import type { CardCtx } from "./card.tsx";
import { nameOfId } from "./model.ts";
import { vw } from "./words.ts";

/** A stack item's play (src/systems/vision/plays.ts). */
interface VisionPlay {
  kind?: string;
  card?: string;
  n?: number;
  target?: string | null;
}

/** The response stack; nothing when it is empty. */
export function Stack(props: { ctx: CardCtx; seatName: (seat: string) => string }) {
  const items = () => [...props.ctx.view.stack].reverse();
  const lang = () => props.ctx.lang;
  return (
    <Show when={items().length > 0}>
      <section class="vb-stack" aria-live="polite" data-testid="vision-stack">
        <h3>⇅ {vw(lang(), "stack")}</h3>
        <ol>
          <For each={items()}>
            {(item, i) => {
              const p = item.play as VisionPlay;
              const name = () => nameOfId(props.ctx.state, props.ctx.view, p.card ?? null) ?? "?";
              const target = () => nameOfId(props.ctx.state, props.ctx.view, p.target ?? null);
              return (
                <li>
                  <Show when={i() === 0}>
                    <span class="tag">▲ {vw(lang(), "stackTop")}</span>{" "}
                  </Show>
                  {props.seatName(item.seat)}: <strong>{name()}</strong>
                  <Show when={p.kind === "act"}> ({vw(lang(), "ability")})</Show>
                  <Show when={target()}>
                    {(t) => (
                      <>
                        {" "}
                        → {vw(lang(), "target")} {t()}
                      </>
                    )}
                  </Show>
                </li>
              );
            }}
          </For>
        </ol>
      </section>
    </Show>
  );
}
