/**
 * One 2D6 check as the seed writes it: its terms (`ATK/100 + 2D (+critical 1D) (+opposing
 * attribute 1D)`, `DEF/100 + 2D`, bonuses + 2D6) with the dice as faces and the total; fumble and
 * critical called out in words; a roll the GM keeps secret as ▣ with no number (on the GM's own
 * page the roll, marked as kept).
 */
import { For, Show } from "solid-js";
import { DiceFaces } from "../../parts/dice-faces.tsx";
import type { YgoCtx } from "./ctx.ts";
import { type Check, termsOf } from "./rolls.ts";
import { yw } from "./words.ts";

/** A check's terms and total. */
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

/** Critical / fumble, in words. */
export function Flags(props: { check: Check; ctx: YgoCtx }) {
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

/** One titled roll: its terms, its flags, or ▣ when secret; nothing before it is rolled. */
export function RollRow(props: {
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
