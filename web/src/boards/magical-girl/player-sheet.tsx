/**
 * A player's sheet (p1…p5): her girl's HP / MP, the DP bar (with what the option about to be
 * chosen would spend), the wound and what it forbids, carried weight against 3 × STR, weapons and
 * abilities with their costs (reactions at double) and the options that use them, parry / dodge /
 * counter with their costs; then the initiative track, everyone else on the field, the positions
 * map around her, and the table's checks. A spectator sees the same without a sheet of her own.
 */
import { For, Show } from "solid-js";
import { Arms } from "./arms.tsx";
import { DpBar, Gauge } from "./bars.tsx";
import { Checks } from "./checks.tsx";
import type { MgCtx } from "./ctx.ts";
import { Defence } from "./defence.tsx";
import { FighterCard } from "./fighter-card.tsx";
import { InitiativeTrack } from "./initiative-track.tsx";
import { type Fighter, fightersOf, mgxOf, nameOf, spendOf } from "./model.ts";
import { PositionsMap } from "./positions-map.tsx";
import { Weight } from "./weight.tsx";
import { mw } from "./words.ts";
import { Wound } from "./wound.tsx";

/** The sheet of one girl. */
function Sheet(props: { ctx: MgCtx; f: Fighter }) {
  const lang = () => props.ctx.lang;
  return (
    <section class="mg-own panel" data-testid="sheet" data-fighter={props.f.id}>
      <h2>
        {mgxOf(props.ctx.view).active === props.f.id ? "▶ " : ""}
        {nameOf(props.ctx.state, props.ctx.view, props.f.id)}
        <span class="muted"> · {mw(lang(), "sheet")}</span>
      </h2>
      <Gauge label="HP" value={props.f.f.hp} max={props.f.hpMax} kind="hp" />
      <Gauge label="MP" value={props.f.f.mp} max={props.f.mpMax} kind="mp" />
      <DpBar
        f={props.f}
        lang={lang()}
        spend={spendOf(props.ctx.view, props.ctx.preview())}
        previewLine
        detail
      />
      <p class="mg-wound-line">
        {mw(lang(), "wound")}: <Wound f={props.f} lang={lang()} full />
      </p>
      <Weight f={props.f} lang={lang()} />
      <div class="mg-own-cols">
        <Arms ctx={props.ctx} f={props.f} />
        <Defence ctx={props.ctx} f={props.f} />
      </div>
    </section>
  );
}

/** A player's page, or a spectator's (me === null). */
export function PlayerSheet(props: { ctx: MgCtx }) {
  const all = () => fightersOf(props.ctx.view);
  const mine = () => all().filter((f) => props.ctx.me !== null && f.owner === props.ctx.me);
  const others = () => all().filter((f) => props.ctx.me === null || f.owner !== props.ctx.me);
  const active = () => mgxOf(props.ctx.view).active;
  const subject = () =>
    mine()[0] ?? all().find((f) => f.id === (props.ctx.focus() ?? active())) ?? null;
  return (
    <div class="mg-player" data-testid={props.ctx.me === null ? "public-view" : "player-sheet"}>
      <Show when={props.ctx.me === null}>
        <h2>{mw(props.ctx.lang, "public")}</h2>
      </Show>
      <For each={mine()}>{(f) => <Sheet ctx={props.ctx} f={f} />}</For>
      <InitiativeTrack ctx={props.ctx} />
      <section class="mg-side" data-testid="field">
        <h3>{mw(props.ctx.lang, "others")}</h3>
        <div class="mg-cards">
          <For each={others()}>
            {(f) => <FighterCard ctx={props.ctx} f={f} acting={active() === f.id} />}
          </For>
        </div>
      </section>
      <PositionsMap ctx={props.ctx} subject={subject()} />
      <Checks ctx={props.ctx} mine={mine()[0]?.id ?? null} n={6} />
    </div>
  );
}
