/**
 * The last summon check and the last attack with their arithmetic, as the seed writes them:
 * `level×2 ≤ (attribute bonus + job bonus) + 2D6`, and
 * `ATK/100 + 2D (+critical 1D) (+opposing attribute 1D)` against `DEF/100 + 2D (+critical 1D)`,
 * then the damage off the monster's life. Fumbles and criticals are called out in words (not
 * colour alone); a roll the GM keeps secret shows ▣ and no number on the players' pages (the GM
 * sees its own).
 */
import { For, Show } from "solid-js";
import { DiceFaces } from "../../parts/dice-faces.tsx";
import type { YgoCtx } from "./ctx.ts";
import { sheetOf } from "./model.ts";
import { type Check, lastAttack, lastSummon, termsOf } from "./rolls.ts";
import { raceWord, yw } from "./words.ts";

function Terms(props: { check: Check; ctx: YgoCtx }) {
  const lang = () => props.ctx.lang;
  return (
    <span class="yg-terms">
      <For each={termsOf(props.check)}>
        {(t, i) => (
          <>
            {i() > 0 ? " + " : ""}
            <span class="yg-term" data-term={t.key}>
              <Show when={t.key !== "dice"} fallback={<>2D </>}>
                {yw(lang(), t.key)}{" "}
              </Show>
              <Show when={t.dice} fallback={<b>{t.value}</b>}>
                {(d) => (
                  <>
                    <DiceFaces faces={d()} sides={6} />
                    <Show when={t.zeroed}> → 0</Show>
                  </>
                )}
              </Show>
            </span>
          </>
        )}
      </For>{" "}
      = <b data-testid="roll-total">{props.check.total}</b>
    </span>
  );
}

function Flags(props: { check: Check; ctx: YgoCtx }) {
  const lang = () => props.ctx.lang;
  return (
    <>
      <Show when={props.check.critical}>
        <span class="yg-flag crit">★ {yw(lang(), "critical")}</span>
      </Show>
      <Show when={props.check.fumble}>
        <span class="yg-flag fumble">
          ✖{" "}
          {props.check.kind === "attack"
            ? yw(lang(), "attackFumble")
            : props.check.kind === "defense"
              ? yw(lang(), "defenseFumble")
              : yw(lang(), "fumble")}
        </span>
      </Show>
    </>
  );
}

function RollRow(props: {
  title: string;
  check: Check | "secret" | null;
  hidden: boolean;
  ctx: YgoCtx;
}) {
  return (
    <Show when={props.check !== null}>
      <p class="yg-roll" data-roll={props.title}>
        <span class="yg-roll-title">{props.title}:</span>{" "}
        <Show
          when={props.check !== "secret" && (props.check as Check)}
          fallback={<span class="yg-secret-roll">▣ {yw(props.ctx.lang, "secret")}</span>}
        >
          {(c) => (
            <>
              <Terms check={c()} ctx={props.ctx} /> <Flags check={c()} ctx={props.ctx} />
              <Show when={props.hidden}>
                <span class="yg-flag kept" data-testid="kept-secret">
                  ▣ {yw(props.ctx.lang, "keptSecret")}
                </span>
              </Show>
            </>
          )}
        </Show>
      </p>
    </Show>
  );
}

/** The last summon check (YGT-13). */
function SummonView(props: { ctx: YgoCtx; events: Record<string, unknown>[] }) {
  const s = () => lastSummon(props.events);
  const lang = () => props.ctx.lang;
  const name = (id: string) => {
    const c = props.ctx.view.cards[id];
    return c === undefined ? yw(lang(), "hiddenCard") : props.ctx.cardName(c);
  };
  return (
    <Show when={s()}>
      {(sm) => {
        const ch = () => sheetOf(props.ctx.view, sm().seat).char;
        return (
          <div class="yg-summon" data-testid="summon-check">
            <h4>
              {yw(lang(), "summonCheck")} — {props.ctx.seatName(sm().seat)}: {name(sm().card)}
            </h4>
            <p class="muted">
              {yw(lang(), "declared", { level: sm().level, race: raceWord(lang(), sm().race) })}
            </p>
            <Show when={sm().check} fallback={<p class="muted">{yw(lang(), "waitingRoll")}</p>}>
              {(c) => (
                <p class="yg-roll yg-formula" data-testid="summon-formula">
                  {yw(lang(), "level2", { level: sm().level })} = <b>{c().target}</b> ≦ (
                  <Show when={ch()} fallback={yw(lang(), "bonus")}>
                    {(n) => yw(lang(), "bonuses", { a: n().attributeBonus, j: n().jobBonus })}
                  </Show>
                  ) <b>{c().base}</b> + 2D6 <DiceFaces faces={c().dice} sides={6} /> ={" "}
                  <b>{c().total}</b> →{" "}
                  <strong class={c().success ? "ok" : "ng"}>
                    {c().success ? `✓ ${yw(lang(), "success")}` : `✖ ${yw(lang(), "failure")}`}
                  </strong>{" "}
                  <Flags check={c()} ctx={props.ctx} />
                </p>
              )}
            </Show>
            <Show when={sm().outcome !== "open" && sm().outcome !== "summoned"}>
              <p class="yg-outcome">{yw(lang(), sm().outcome as "failed")}</p>
            </Show>
          </div>
        );
      }}
    </Show>
  );
}

/** The last attack (YGT-21…30). */
function AttackView(props: { ctx: YgoCtx; events: Record<string, unknown>[] }) {
  const a = () => lastAttack(props.events);
  const lang = () => props.ctx.lang;
  const name = (id: string | null) => {
    if (id === null) return "";
    const c = props.ctx.view.cards[id];
    return c === undefined ? props.ctx.seatName(id) : props.ctx.cardName(c);
  };
  // The public damage line leaves a secret total out ("—", as the log does); the GM's page has
  // the roll itself.
  const total = (n: number | null, c: Check | "secret" | null) =>
    n !== null ? String(n) : c !== null && c !== "secret" ? String(c.total) : "—";
  return (
    <Show when={a()}>
      {(at) => (
        <div class="yg-attack" data-testid="attack">
          <h4>
            {yw(lang(), "lastAttack")}: {name(at().attacker)} →{" "}
            {at().target !== null ? name(at().target) : props.ctx.seatName(at().seat ?? "")}
          </h4>
          <Show when={at().substituteFor}>
            {(f) => (
              <p class="muted">
                {yw(lang(), "substitute", { card: name(at().target) })} ({name(f())})
              </p>
            )}
          </Show>
          <Show when={at().negated}>
            <p class="yg-outcome">{yw(lang(), "attackNegated")}</p>
          </Show>
          <Show when={at().stopped}>
            <p class="yg-outcome">{yw(lang(), "stopped")}</p>
          </Show>
          <Show when={at().direct && at().target === null}>
            <p class="yg-roll">{yw(lang(), "direct")}</p>
          </Show>
          <RollRow
            title={yw(lang(), "attackRoll")}
            check={at().attack}
            hidden={at().hidden.attack}
            ctx={props.ctx}
          />
          <RollRow
            title={yw(lang(), "defenseRoll")}
            check={at().defense}
            hidden={at().hidden.defense}
            ctx={props.ctx}
          />
          <Show when={at().damage}>
            {(d) => (
              <p class="yg-roll yg-damage" data-testid="damage">
                <span class="yg-roll-title">{yw(lang(), "damage")}:</span>{" "}
                {total(d().atk, at().attack)} − {total(d().def, at().defense)} = <b>{d().amount}</b>{" "}
                ({yw(lang(), "lifeLeft", { n: d().life })})
              </p>
            )}
          </Show>
        </div>
      )}
    </Show>
  );
}

/** The rolls panel: the last summon check and the last attack. */
export function RollView(props: { ctx: YgoCtx; events: Record<string, unknown>[] }) {
  return (
    <section class="yg-rolls panel" data-testid="rolls">
      <SummonView ctx={props.ctx} events={props.events} />
      <AttackView ctx={props.ctx} events={props.events} />
    </section>
  );
}
