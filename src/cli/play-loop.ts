/**
 * The interactive loop shared by `kassen play` and `kassen menu`: bots answer for the other
 * seats; before each of the human's decisions the new log lines (as that seat sees them) are
 * printed, then the prompt and options. Besides an option the human may type a command.
 */
import type { Bot } from "../bots/bot.ts";
import {
  type Battle,
  type BattleInit,
  effectiveChoices,
  explainRefusal,
  IllegalChoiceError,
  type Lang,
  renderMsg,
  type Seat,
  undoTo,
  viewFor,
} from "../engine/index.ts";
import { playBots } from "../scenario/run.ts";
import { type Asker, resolveAnswer } from "./input.ts";
import {
  type Choice,
  color,
  optionChoices,
  renderLines,
  resultLine,
  say,
  seatLabel,
} from "./output.ts";
import { seatStateLines } from "./seat-state.ts";

/** A game in progress with one human seat. */
export interface PlaySession {
  init: BattleInit;
  battle: Battle;
  seat: Seat;
  /** Bots for the other seats. */
  bots: Record<Seat, Bot>;
  lang: Lang;
  /** Bot decisions in a row before the loop gives up (a game that never ends). */
  maxDecisions: number;
}

const COMMANDS: Choice[] = [
  { value: "undo", label: "undo — back to your previous decision" },
  { value: "log", label: "log — the whole log so far" },
  { value: "state", label: "state — what you can see now" },
  { value: "why", label: "why <option> — why an option is not offered now" },
  { value: "help", label: "help — what you can type" },
  { value: "quit", label: "quit" },
];

/** The log lines `seat` may see, rendered from its own view. */
function seatLog(battle: Battle, seat: Seat, lang: Lang): string[] {
  const view = viewFor(battle, seat);
  return renderLines(battle.system, view.log, lang, view);
}

/**
 * Back to the state before the seat's latest decision; null when it has made none. A seat the
 * system lets take back decisions (a GM) takes back the last one instead, as a logged GM action.
 */
function undo(s: PlaySession): Battle | null {
  const history = s.battle.state.history;
  if (s.battle.system.mayTakeBack?.(s.battle.state, s.seat) === true) {
    if (effectiveChoices(history).length === 0) return null;
    s.battle.takeBack(s.seat);
    return s.battle;
  }
  for (let k = history.length - 1; k >= 0; k--) {
    if (history[k][0] === s.seat) return undoTo(s.battle.system, s.init, history, k);
  }
  return null;
}

/**
 * The answer to `why <option>`: that it is offered, or the system's reason (the rule and the
 * numbers), or that there is no more to say than the options offered.
 */
function whyLine(s: PlaySession, option: string): string {
  const p = s.battle.pending;
  if (option === "") return "usage: why <option id>";
  if (p === null) return "no decision is pending";
  if (p.options.some((o) => o.id === option)) return `${option}: offered now`;
  const why = explainRefusal(s.battle, s.seat, option, s.lang);
  if (why !== null) return `${option}: ${why}`;
  return `${option}: not offered now (options: ${p.options.map((o) => o.id).join(", ")})`;
}

/** Runs the game until it ends, the human quits or input ends. Returns the final battle. */
export async function playLoop(s: PlaySession, asker: Asker): Promise<Battle> {
  let printed = 0;
  for (;;) {
    const bots = playBots(s.battle, s.bots, s.maxDecisions);
    const lines = seatLog(s.battle, s.seat, s.lang);
    for (const line of lines.slice(printed)) say(line);
    printed = lines.length;
    if (bots.error !== undefined) {
      say(color.red(`bot for ${bots.error.seat}: ${bots.error.message}`));
      return s.battle;
    }
    const result = resultLine(s.battle, s.lang);
    if (result !== null) {
      say(color.bold(result));
      return s.battle;
    }
    const p = s.battle.pending;
    if (p === null || p.seat !== s.seat) {
      const why =
        bots.stopped === "max-decisions"
          ? `after ${bots.made} bot decisions`
          : `waiting for ${p?.seat}`;
      say(color.yellow(`stopped ${why}`));
      return s.battle;
    }
    const { system } = s.battle;
    const view = viewFor(s.battle, s.seat);
    const choices = optionChoices(system, p, s.lang, view);
    const message = `${seatLabel(system, s.seat, s.lang)} — ${renderMsg(system, p.prompt, s.lang, view)}`;
    const answer = await asker.ask(message, choices, COMMANDS);
    if (answer === null || answer === "quit") {
      say("bye");
      return s.battle;
    }
    const option = resolveAnswer(answer, choices);
    if (option !== undefined) {
      try {
        s.battle.choose(s.seat, option);
      } catch (err) {
        if (!(err instanceof IllegalChoiceError)) throw err;
        say(color.red(err.reason));
      }
      continue;
    }
    if (answer === "undo") {
      const back = undo(s);
      if (back === null) say("nothing to undo");
      else {
        s.battle = back;
        printed = seatLog(back, s.seat, s.lang).length;
        say(color.yellow("undone: back to your previous decision"));
      }
    } else if (answer === "log") for (const line of seatLog(s.battle, s.seat, s.lang)) say(line);
    else if (answer === "state")
      for (const line of seatStateLines(s.battle, s.seat, s.lang)) say(line);
    else if (answer === "why" || answer.startsWith("why ")) say(whyLine(s, answer.slice(3).trim()));
    else if (answer === "help") {
      // A terminal menu is driven by the arrow keys; typed numbers and ids work through a pipe.
      say(
        asker.tty
          ? "pick with ↑/↓ and Enter; the menu also offers:"
          : `type a number 1–${choices.length} or an option id; or one of:`,
      );
      for (const c of COMMANDS) say(`  ${c.label}`);
    } else {
      // An option id that is not offered: say why when the system can.
      const why = explainRefusal(s.battle, s.seat, answer, s.lang);
      say(color.red(why === null ? `not an option: ${answer} (type help)` : `${answer}: ${why}`));
    }
  }
}
