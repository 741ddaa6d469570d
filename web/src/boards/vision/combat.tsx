/**
 * The combat under way: attacker and blocker with their 先制 / 貫通, the VIS-14 step it is at
 * (marked ▶ and by word), and the グレイズ choice when the defender has it.
 */
import { For, Show } from "solid-js";
import type { LogLine } from "../../net/protocol.ts";
import type { CardState } from "../../net/view.ts";
import { CardButton, type CardCtx } from "./card.tsx";
import { type CombatView, combatStep, keywords } from "./model.ts";
import { COMBAT_STEPS, keywordWord, vw } from "./words.ts";

/** 先制 and 貫通 of a combatant, spelled out: they decide how the damage steps go. */
function Strikes(props: { card: CardState; ctx: CardCtx }) {
  const kws = () => keywords(props.card).filter((k) => k === "first-strike" || k === "pierce");
  return (
    <For each={kws()}>
      {(k) => <span class="vb-tag vb-strike">⚡ {keywordWord(props.ctx.lang, k)}</span>}
    </For>
  );
}

/** The combat panel; nothing outside combat. */
export function Combat(props: { ctx: CardCtx; log: LogLine[]; seatName: (s: string) => string }) {
  const combat = () => (props.ctx.view.x.combat ?? null) as CombatView | null;
  const lang = () => props.ctx.lang;
  return (
    <Show when={combat()}>
      {(cb) => {
        const attacker = () => props.ctx.view.cards[cb().attacker];
        const blocker = () =>
          cb().blocker === null ? undefined : props.ctx.view.cards[cb().blocker as string];
        const step = () => combatStep(props.log, props.ctx.view);
        return (
          <section class="vb-combat" data-testid="vision-combat" data-step={step()}>
            <h3>⚔ {vw(lang(), "combat")}</h3>
            <div class="vb-duel">
              <div>
                <span class="vb-label">{vw(lang(), "attacker")}</span>
                <Show when={attacker()}>
                  {(a) => (
                    <>
                      <CardButton card={a()} ctx={props.ctx} />
                      <Strikes card={a()} ctx={props.ctx} />
                    </>
                  )}
                </Show>
              </div>
              <span aria-hidden="true">→</span>
              <div>
                <span class="vb-label">
                  {vw(lang(), "blocker")} ({props.seatName(cb().defender)})
                </span>
                <Show
                  when={blocker()}
                  fallback={
                    <p>
                      {step() === "block"
                        ? vw(lang(), "blockPending")
                        : `✕ ${vw(lang(), "noBlock")}`}
                    </p>
                  }
                >
                  {(b) => (
                    <>
                      <CardButton card={b()} ctx={props.ctx} />
                      <Strikes card={b()} ctx={props.ctx} />
                    </>
                  )}
                </Show>
              </div>
            </div>
            <ol class="vb-steps">
              <For each={COMBAT_STEPS}>
                {(s) => (
                  <li
                    classList={{ now: s.id === step() }}
                    aria-current={s.id === step() ? "step" : undefined}
                  >
                    {s.id === step() ? "▶ " : ""}
                    {s[lang()]}
                  </li>
                )}
              </For>
            </ol>
            <Show when={step() === "graze" && cb().graze > 0}>
              <p class="vb-graze-note" data-testid="vision-graze">
                ✧ {vw(lang(), "grazeChoice", { n: cb().graze })} — {props.seatName(cb().defender)}
              </p>
            </Show>
          </section>
        );
      }}
    </Show>
  );
}
