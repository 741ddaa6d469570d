/**
 * One replay's steps for one seat: the step controls, that system's own board fed a read-only
 * connection whose state is the step's state message, the decision of the step and the log up
 * to it. The step's battle hash is on the board's frame (data-hash) so tests can hold each
 * step against the engine's and `kassen replay`'s.
 */
import { createMemo, createSignal, Suspense } from "solid-js";
import { Dynamic } from "solid-js/web";
import { boardFor } from "../boards/registry.ts";
import { t } from "../i18n.ts";
import type { Welcome } from "../net/protocol.ts";
import { LogPanel } from "../parts/log-panel.tsx";
import { rtlNames } from "../parts/named-text.tsx";
import { SeatBar } from "../parts/seat-bar.tsx";
import type { ReplaySteps } from "./replay-api.ts";
import { replayConnection } from "./replay-connection.ts";
import { ReplayControls } from "./replay-controls.tsx";
import { ReplayDecision } from "./replay-decision.tsx";
import { logAt } from "./replay-log.ts";
import { replayWord } from "./replay-words.ts";
import "./replay.css";

/** The viewer's props: the steps, a title, and the step shown (kept by the page across seats). */
export interface ReplayViewerProps {
  data: ReplaySteps;
  title: string;
  step: number;
  go(step: number): void;
}

/**
 * The replay viewer. The steps may still be coming (`total` of them in all): the controls
 * move over every step, and a step not yet here shows the last one that is until it comes.
 */
export function ReplayViewer(props: ReplayViewerProps) {
  const k = () => Math.min(props.step, props.data.steps.length - 1);
  const step = () => props.data.steps[k()];
  const welcome = createMemo<Welcome>(() => ({
    type: "welcome",
    table: props.title,
    system: props.data.system,
    title: props.title,
    seat: props.data.seat,
    lang: props.data.lang,
    seats: props.data.seats.map((s) => ({ ...s, kind: "person", bot: null })),
  }));
  const log = createMemo(() => logAt(props.data.steps, k()));
  // The right-to-left card and seat names of the whole replay, isolated in its log lines.
  const names = createMemo(() =>
    rtlNames([
      ...props.data.seats.map((s) => s.name),
      ...props.data.steps.flatMap((st) => Object.values(st.state.defs).map((d) => d.name)),
    ]),
  );
  const conn = replayConnection(welcome, () => step().state, log);
  const [focus, setFocus] = createSignal<string | null>(null);
  const seatName = (seat: string) => props.data.seats.find((s) => s.seat === seat)?.name ?? seat;
  const entry = () => boardFor(props.data.system);
  return (
    <>
      <section class="replay-bar" aria-label={replayWord(props.data.lang, "stepSlider")}>
        <SeatBar welcome={welcome()} waitingFor={step().state.waitingFor} lang={props.data.lang} />
        <ReplayControls
          step={k()}
          count={props.data.total ?? props.data.steps.length}
          lang={props.data.lang}
          go={props.go}
        />
      </section>
      <main class="table-layout" data-system={props.data.system}>
        <section
          class="board"
          data-testid="replay-step"
          data-step={k()}
          data-seat={props.data.seat ?? "spectator"}
          data-hash={step().hash}
          data-log={log().length}
          aria-label={t(props.data.lang, "board")}
        >
          <h2 class="sr-only">{t(props.data.lang, "board")}</h2>
          <Suspense>
            <Dynamic
              component={entry().board}
              conn={conn}
              lang={props.data.lang}
              me={props.data.seat}
              focus={focus}
              setFocus={setFocus}
            />
          </Suspense>
        </section>
        <aside class="side">
          <ReplayDecision
            step={step()}
            next={props.data.steps[k() + 1]}
            lang={props.data.lang}
            seatName={seatName}
          />
          <LogPanel lines={log()} lang={props.data.lang} names={names} />
        </aside>
      </main>
    </>
  );
}
