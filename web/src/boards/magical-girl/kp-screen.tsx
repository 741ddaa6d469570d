/**
 * The KP's screen: rulings asked for where they happen (approve a reaction, price a task or skill
 * use, bonus/penalty dice); the enemies with HP / MP / DP, their weapons and attacks on their
 * turn; the initiative track (ties the KP orders); the party; the positions map around the one
 * acting (or picked); recent checks. The KP tools (option kpTools) are buttons on each fighter's
 * numbers, "done" in the tool bar; taking back the last decision is the connection's undo.
 */
import { For, Show } from "solid-js";
import { Arms } from "./arms.tsx";
import { Checks } from "./checks.tsx";
import type { MgCtx } from "./ctx.ts";
import { FighterCard } from "./fighter-card.tsx";
import { InitiativeTrack } from "./initiative-track.tsx";
import { KpRequest } from "./kp-request.tsx";
import { fightersOf, initiativeTrack, mgxOf, nameOf } from "./model.ts";
import { OptionButton } from "./option-button.tsx";
import { PositionsMap } from "./positions-map.tsx";
import { mw } from "./words.ts";

/** The KP screen. */
export function KpScreen(props: { ctx: MgCtx; mayUndo: boolean; undo: () => void }) {
  const lang = () => props.ctx.lang;
  const x = () => mgxOf(props.ctx.view);
  const all = () => fightersOf(props.ctx.view);
  const enemies = () => all().filter((f) => f.owner === "kp");
  const party = () => all().filter((f) => f.owner !== "kp");
  const active = () => x().active;
  // The map centres on the picked fighter, else the one acting, else the next to act.
  const subject = () => {
    const next = initiativeTrack(props.ctx.view).find((e) => e.state === "waiting")?.id;
    const id = props.ctx.focus() ?? active() ?? next;
    return all().find((f) => f.id === id) ?? null;
  };
  const toolsOpen = () => props.ctx.options.some((o) => o.id === "adjust-done");
  return (
    <div class="mg-kp" data-testid="kp-screen">
      <header class="mg-head">
        <h2>{mw(lang(), "kpScreen")}</h2>
        <span>{mw(lang(), "round", { n: x().round })}</span>
        <Show when={active()}>
          {(a) => (
            <span>
              ▶ {mw(lang(), "turnOf", { who: nameOf(props.ctx.state, props.ctx.view, a()) })}
            </span>
          )}
        </Show>
        <Show when={props.mayUndo}>
          <button type="button" class="mg-undo" data-testid="kp-undo" onClick={() => props.undo()}>
            ↶ {mw(lang(), "undo")}
          </button>
        </Show>
      </header>
      <KpRequest ctx={props.ctx} />
      <Show when={toolsOpen()}>
        <div class="mg-toolbar panel" data-testid="kp-tools">
          <span>※ {props.ctx.state.prompt}</span>
          <OptionButton ctx={props.ctx} id="adjust-done">
            {mw(lang(), "toolsDone")}
          </OptionButton>
        </div>
      </Show>
      <div class="mg-kp-grid">
        <section class="mg-side" data-testid="enemies">
          <h3>{mw(lang(), "enemies")}</h3>
          <div class="mg-cards">
            <For each={enemies()}>
              {(f) => (
                <div class="mg-enemy">
                  <FighterCard ctx={props.ctx} f={f} acting={active() === f.id} />
                  <Show when={active() === f.id || props.ctx.focus() === f.id}>
                    <Arms ctx={props.ctx} f={f} />
                  </Show>
                </div>
              )}
            </For>
          </div>
        </section>
        <InitiativeTrack ctx={props.ctx} />
        <section class="mg-side" data-testid="party">
          <h3>{mw(lang(), "party")}</h3>
          <div class="mg-cards">
            <For each={party()}>
              {(f) => <FighterCard ctx={props.ctx} f={f} acting={active() === f.id} />}
            </For>
          </div>
        </section>
      </div>
      <PositionsMap ctx={props.ctx} subject={subject()} />
      <Checks ctx={props.ctx} mine={null} n={8} />
    </div>
  );
}
