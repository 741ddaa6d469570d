/** The table's line: the turn, whose it is, the phase, and the result once the game is over. */
import { Show } from "solid-js";
import type { CardCtx } from "./card.tsx";
import { phaseWord, vw } from "./words.ts";

/** The turn bar. */
export function TurnBar(props: {
  ctx: CardCtx;
  seatName: (s: string) => string;
  result: string | null;
}) {
  const x = () => props.ctx.view.x;
  const lang = () => props.ctx.lang;
  return (
    <p class="vb-turn" data-testid="vision-turn">
      <Show
        when={props.result}
        fallback={
          <>
            <strong>{vw(lang(), "turn", { n: Number(x().turn ?? 0) })}</strong> ·{" "}
            {vw(lang(), "turnOf", { who: props.seatName(String(x().active ?? "")) })} ·{" "}
            {vw(lang(), "phase", { p: phaseWord(lang(), String(x().phase ?? "")) })}
          </>
        }
      >
        {(r) => (
          <strong data-testid="vision-result">
            🏁 {vw(lang(), "over")}: {r()}
          </strong>
        )}
      </Show>
    </p>
  );
}
