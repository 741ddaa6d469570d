/**
 * The state message for one socket: built from the seat's view alone (`viewFor(battle, seat)`,
 * its card ids as seats know them: see table/id-mask.ts) — labels, prompt,
 * log lines and result are all rendered from the view, never from the battle — so nothing the
 * seat may not know can reach it through a label or a line.
 */
import {
  type Lang,
  optionLabels,
  type RuleSystem,
  renderEvent,
  renderMsg,
  resultText,
  type Seat,
  type SeatView,
} from "../../engine/index.ts";
import type { LiveTable } from "../table/live-table.ts";
import { logSeqs } from "./log-seqs.ts";
import type { StateMessage } from "./server-messages.ts";

/**
 * What a state message is built from: a live table, or a replay's battle at one step (the
 * replay viewer's steps are made by the same code as the sockets' states).
 */
export type StateSource = Pick<LiveTable, "system" | "seq" | "mayUndo" | "view"> &
  Partial<Pick<LiveTable, "logAt">>;

/** How the battle ended, as the seat's view tells it (null: it goes on). */
function resultOf(system: RuleSystem, view: SeatView, lang: Lang): string | null {
  // The outcome id ("victory", "home-taken") is for programs; people read who won and why.
  return view.result === null ? null : resultText(system, view.result, lang, view);
}

/**
 * The printed name and text of each definition among the cards the view shows: a seat only
 * learns what a card it can see says (a hidden card is not in `view.cards` at all).
 */
function defsOf(system: RuleSystem, view: SeatView, lang: Lang): StateMessage["defs"] {
  const defs: StateMessage["defs"] = {};
  for (const id in view.cards) {
    const def = view.cards[id].def;
    if (def in defs) continue;
    // In the table's own content (the view's options name it): never another table's pack.
    const text = system.cardText?.(def, lang, view);
    defs[def] = text
      ? { name: system.cardName(def, lang, view), text }
      : { name: system.cardName(def, lang, view) };
  }
  return defs;
}

/**
 * The table as `seat` (null: a spectator) sees it now, with the log from index `logFrom` of the
 * whole log (`reset`: the client must drop the log it has).
 */
export function stateMessage(
  t: StateSource,
  seat: Seat | null,
  lang: Lang,
  logFrom: number,
  reset: boolean,
): StateMessage {
  const { system } = t;
  const full = t.view(seat, { logFrom });
  const { log, ...view } = full;
  const p = view.pending;
  const mine = p !== null && seat !== null && p.seat === seat;
  // A live table knows each line's seq (a replay's steps leave it out).
  const seqs = t.logAt === undefined ? null : logSeqs(t.logAt, t.seq, logFrom, log.length);
  return {
    type: "state",
    seq: t.seq,
    view: view as unknown as Record<string, unknown>,
    waitingFor: p?.seat ?? null,
    prompt: p === null ? null : renderMsg(system, p.prompt, lang, full),
    options: mine
      ? optionLabels(system, p.options, lang, full).map((label, i) => ({
          id: p.options[i].id,
          label,
        }))
      : [],
    mayUndo: t.mayUndo(seat),
    log: log.map((e, i) => {
      const line = { text: renderEvent(system, e, lang, full), event: e };
      return seqs === null ? line : { ...line, seq: seqs[i] };
    }),
    logReset: reset,
    result: resultOf(system, view as SeatView, lang),
    defs: defsOf(system, view as SeatView, lang),
  };
}
