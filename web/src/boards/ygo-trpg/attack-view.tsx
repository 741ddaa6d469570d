/**
 * The last attack (YGT-21…30): attacker → target (a player, for a direct attack), a substitute
 * that stepped in, a negated or stopped attack, both rolls with their arithmetic, and the damage
 * off the monster's life. After a roll the GM kept secret, a player's page shows only the life
 * lost (as the log does); the GM's page the whole arithmetic.
 */
import { Show } from "solid-js";
import { RollRow } from "./check-view.tsx";
import type { YgoCtx } from "./ctx.ts";
import { type Check, lastAttack } from "./rolls.ts";
import { yw } from "./words.ts";

/** The last attack (YGT-21…30). */
export function AttackView(props: { ctx: YgoCtx; events: Record<string, unknown>[] }) {
  const a = () => lastAttack(props.events);
  const lang = () => props.ctx.lang;
  const name = (id: string | null) => {
    if (id === null) return "";
    const c = props.ctx.view.cards[id];
    return c === undefined ? props.ctx.seatName(id) : props.ctx.cardName(c);
  };
  // A total not in the damage line is taken from its roll (the GM's page has its own rolls).
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
                <Show
                  when={d().secret !== true}
                  fallback={<b>{yw(lang(), "lifeLost", { n: d().amount })}</b>}
                >
                  {total(d().atk, at().attack)} − {total(d().def, at().defense)} ={" "}
                  <b>{d().amount}</b>
                </Show>{" "}
                ({yw(lang(), "lifeLeft", { n: d().life })})
              </p>
            )}
          </Show>
        </div>
      )}
    </Show>
  );
}
