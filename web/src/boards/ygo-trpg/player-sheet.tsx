/**
 * A player's sheet: life of 40 (a bar and the number; 気絶 at 0), the specialty job's level and
 * the field size it sets, the summon bonuses, the summons used this turn, the field, set cards
 * and face-up spells, the two hands (items / monsters: cards for their owner, counts for anyone
 * else — the GM included) and, on the owner's page, the charge table. The GM's page puts the life
 * tools (−1 / +1, or ♥ back from the faint) on the life.
 */
import { For, Show } from "solid-js";
import { CardChip } from "./card-chip.tsx";
import { ChargeTable } from "./charge-table.tsx";
import type { YgoCtx } from "./ctx.ts";
import { characterOf, MAX_LIFE, sheetOf } from "./model.ts";
import { MonsterCard } from "./monster-card.tsx";
import { ToolButtons } from "./tool-buttons.tsx";
import { attrWord, yw } from "./words.ts";

function Hand(props: { ids: string[]; title: string; ctx: YgoCtx; zone: string }) {
  const seen = () => props.ids.filter((id) => id !== "?");
  return (
    <div class="yg-zone" data-zone={props.zone}>
      <h4>
        {props.title} ({props.ids.length})
      </h4>
      <Show
        when={seen().length > 0}
        fallback={
          <p class="muted">
            {props.ids.length > 0
              ? yw(props.ctx.lang, "hidden", { n: props.ids.length })
              : yw(props.ctx.lang, "none")}
          </p>
        }
      >
        <div class="yg-chips">
          <For each={props.ids}>{(id) => <CardChip id={id} ctx={props.ctx} />}</For>
        </div>
      </Show>
    </div>
  );
}

/** One player's sheet. `full`: the big sheet (this seat's own, or every sheet on the GM's). */
export function PlayerSheet(props: { seat: string; ctx: YgoCtx; full: boolean }) {
  const s = () => sheetOf(props.ctx.view, props.seat);
  const who = () => characterOf(props.ctx.view, props.seat);
  const lang = () => props.ctx.lang;
  const mine = () => props.ctx.me === props.seat;
  const phase = () => String(props.ctx.view.x.phase ?? "");
  const zone = (kind: string) => `${props.seat}:${kind}`;
  return (
    <section
      class="yg-sheet panel"
      classList={{ mine: mine(), fainted: s().fainted, full: props.full }}
      data-sheet={props.seat}
      aria-label={`${props.ctx.seatName(props.seat)} — ${yw(lang(), "sheet")}`}
    >
      <header class="yg-sheet-head">
        <h3>
          {props.ctx.seatName(props.seat)}
          <Show when={who()}>
            {(w) => <span data-testid={`character-${props.seat}`}> · {w().name[lang()]}</span>}
          </Show>
          <Show when={mine()}> ({yw(lang(), "you")})</Show>
        </h3>
        <Show when={s().char}>
          {(c) => (
            <span class="yg-job" data-testid={`job-${props.seat}`}>
              {attrWord(lang(), c().attribute)} ·{" "}
              {who()
                ? yw(lang(), "jobNamed", { n: c().jobLevel, job: who()?.job[lang()] ?? "" })
                : yw(lang(), "job", { n: c().jobLevel })}{" "}
              · {yw(lang(), "fieldSize", { n: s().zones.field.length, max: c().jobLevel })}
            </span>
          )}
        </Show>
      </header>
      <div class="yg-life-row">
        <span class="yg-life-label">{yw(lang(), "life")}</span>
        <meter class="yg-life-meter" min={0} max={MAX_LIFE} value={s().life} />
        <strong class="yg-life-value" data-testid={`life-${props.seat}`}>
          {yw(lang(), "lifeOf", { n: s().life })}
        </strong>
        <Show when={s().fainted}>
          <span class="yg-fainted">✖ {yw(lang(), "fainted")}</span>
        </Show>
        <ToolButtons target={props.seat} kind="life" ctx={props.ctx} />
        <ToolButtons target={props.seat} kind="revive" ctx={props.ctx} />
      </div>
      <Show when={props.full && s().char}>
        {(c) => (
          <p class="yg-bonuses muted">
            {yw(lang(), "bonuses", { a: c().attributeBonus, j: c().jobBonus })} ·{" "}
            {yw(lang(), "summons", { n: s().used.normal, s: s().used.special })}
          </p>
        )}
      </Show>
      <div class="yg-zone" data-zone={zone("field")}>
        <h4>
          {yw(lang(), "field")} ({s().zones.field.length})
        </h4>
        <div class="yg-monsters">
          <For each={s().zones.field} fallback={<p class="muted">{yw(lang(), "none")}</p>}>
            {(id) => <MonsterCard id={id} ctx={props.ctx} />}
          </For>
        </div>
      </div>
      <Show when={s().zones.st.length + s().zones.up.length > 0}>
        <div class="yg-zone" data-zone={zone("st")}>
          <h4>
            {yw(lang(), "st")} ({s().zones.st.length}) · {yw(lang(), "up")} ({s().zones.up.length})
          </h4>
          <div class="yg-chips">
            <For each={[...s().zones.st, ...s().zones.up]}>
              {(id) => <CardChip id={id} ctx={props.ctx} />}
            </For>
          </div>
        </div>
      </Show>
      <div class="yg-hands">
        <Hand
          ids={s().zones.mhand}
          title={yw(lang(), "mhand")}
          ctx={props.ctx}
          zone={zone("mhand")}
        />
        <Hand
          ids={s().zones.ihand}
          title={yw(lang(), "ihand")}
          ctx={props.ctx}
          zone={zone("ihand")}
        />
      </div>
      <Show when={mine()}>
        <ChargeTable
          monsters={s().zones.mhand.length}
          items={s().zones.ihand.length}
          lang={lang()}
          now={phase() === "charge"}
        />
      </Show>
      <p class="muted yg-decks">
        {yw(lang(), "decks", { m: s().zones.mdeck.length, i: s().zones.ideck.length })} ·{" "}
        {yw(lang(), "grave")} {s().zones.grave.length}
      </p>
    </section>
  );
}
