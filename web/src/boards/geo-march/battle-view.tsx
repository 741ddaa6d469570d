/**
 * The battle in progress: where (the geo and its limit), the steps with the current one marked,
 * both formations front first with their total level vs the limit, each side's speed total once
 * rolled and who goes first, the counter chain, and the attack damage flowing from the front
 * (the declared attack; a projection in a normal timing, and while I order my formation).
 */
import { createMemo, Show } from "solid-js";
import type { Lang, LogLine, StateMessage } from "../../net/protocol.ts";
import { viewOf } from "../../net/view.ts";
import { BattleSteps } from "./battle-steps.tsx";
import { phaseSeat } from "./battle-steps-model.ts";
import { CounterChain } from "./counter-chain.tsx";
import { DamageFlow } from "./damage-flow-view.tsx";
import { type BattleX, isDone, partyOn, seatMark, speedTotal } from "./geo-view.ts";
import { Party } from "./party.tsx";
import { gw } from "./words.ts";

/** The battle view's props. */
export interface BattleViewProps {
  state: StateMessage;
  log: LogLine[];
  lang: Lang;
  bt: BattleX;
  /** This socket's seat (null: a spectator). */
  me: string | null;
  /** A geo's name in the table's language. */
  nameOf: (geo: string) => string;
  seatName: (seat: string) => string;
  focus: string | null;
  onPick: (id: string) => void;
}

/** The battle view. */
export function BattleView(props: BattleViewProps) {
  const view = () => viewOf(props.state);
  const other = (seat: string) =>
    seat === props.bt.marcher ? props.bt.defender : props.bt.marcher;
  // The attack to show: the declared one, or in a normal timing what that side would deal now.
  const attack = createMemo(() => {
    const bt = props.bt;
    if (bt.phase === "attack" && bt.attacking !== null) {
      const units = bt.participants.map((id) => view().cards[id]).filter(Boolean);
      return { seat: bt.attacking, units, projected: false };
    }
    // Ordering my formation (GEO-43): what the enemy's units would deal through it as it stands.
    const ordering =
      bt.phase === "formation" && (props.me === bt.marcher || props.me === bt.defender)
        ? other(props.me)
        : null;
    const seat = bt.phase === "normal" ? phaseSeat(props.log) : ordering;
    if (seat === null) return null;
    const units = partyOn(view(), bt.geo, seat).filter((c) => !isDone(c));
    return { seat, units, projected: true };
  });
  const notes = () => {
    const out: Record<string, string> = {};
    const a = attack();
    if (a !== null && !a.projected)
      for (const c of a.units) out[c.id] = `⚔ ${gw(props.lang, "attacking")}`;
    return out;
  };
  const side = (seat: string) => (
    <div class="gm-battle-side" data-side={seat === props.bt.marcher ? "marcher" : "defender"}>
      <h4>
        {seat === props.bt.marcher
          ? `⇢ ${gw(props.lang, "marcher")}`
          : `▣ ${gw(props.lang, "defender")}`}
        <Show when={props.bt.first !== null}>
          {" "}
          ·{" "}
          {seat === props.bt.first ? `①${gw(props.lang, "first")}` : `②${gw(props.lang, "second")}`}
        </Show>
      </h4>
      <Show when={(props.bt.roll[seat] ?? 0) > 0}>
        <p class="gm-speed" data-testid={`speed-${seat}`}>
          ⚄{" "}
          {gw(props.lang, "speedLine", {
            die: props.bt.roll[seat],
            ...speedTotal(view(), props.bt, seat),
          })}
        </p>
      </Show>
      <Party
        state={props.state}
        lang={props.lang}
        seat={seat}
        seatName={props.seatName(seat)}
        units={partyOn(view(), props.bt.geo, seat)}
        limit={props.bt.limit}
        focus={props.focus}
        onPick={props.onPick}
        notes={notes()}
      />
    </div>
  );
  return (
    <section class="gm-battle" data-testid="battle-view" data-phase={props.bt.phase}>
      <h3>
        ⚔ {gw(props.lang, "battleAt", { geo: props.nameOf(props.bt.geo) })} ·{" "}
        {gw(props.lang, "limit")} {props.bt.limit}
      </h3>
      <BattleSteps bt={props.bt} log={props.log} lang={props.lang} seatName={props.seatName} />
      <div class="gm-battle-sides">
        {side(props.bt.marcher)}
        {side(props.bt.defender)}
      </div>
      <CounterChain
        state={props.state}
        lang={props.lang}
        seatName={props.seatName}
        onPick={props.onPick}
      />
      <Show when={attack()}>
        {(a) => (
          <DamageFlow
            state={props.state}
            lang={props.lang}
            attacker={a().seat}
            seatName={props.seatName}
            total={a().units.reduce((n, c) => n + (c.stats.attack ?? 0), 0)}
            formation={partyOn(view(), props.bt.geo, other(a().seat))}
            projected={a().projected}
          />
        )}
      </Show>
      <p class="muted gm-origin">
        {seatMark(props.bt.marcher)} {gw(props.lang, "origin")}:{" "}
        {props.bt.origins.map(props.nameOf).join(", ")}
      </p>
    </section>
  );
}
