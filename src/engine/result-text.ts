/**
 * How a battle's end reads, in one line per language: who won and why, with the verb agreeing
 * with the winner ("the magical girls win", "Player 2 wins") and the winner named once (a reason
 * that already names the winner — geo-march's "Player 2 wins: …" — is the whole line).
 */
import { type Reader, renderMsg, seatLabel } from "./log.ts";
import type { RuleSystem } from "./system.ts";
import type { Lang, Result, Seat } from "./types.ts";

/** Whether `seat`'s name takes a plural verb in English ("the players win"). */
export function isPluralSeat(system: RuleSystem, seat: Seat): boolean {
  return system.pluralSeats?.includes(seat) ?? false;
}

/** "X wins" / "the players win" / 「Xの勝利」 / 「X获胜」. */
export function winsText(
  system: RuleSystem,
  seat: Seat,
  lang: Lang,
  reader: Reader | null,
): string {
  const who = seatLabel(system, seat, lang, reader);
  if (lang === "ja") return `${who}の勝利`;
  if (lang === "zh") return `${who}获胜`;
  return `${who} ${isPluralSeat(system, seat) ? "win" : "wins"}`;
}

/**
 * A finished battle's result as people read it: "X wins — why", the reason alone for a draw or
 * when it already says who won, the outcome id only when there is no reason at all.
 */
export function resultText(
  system: RuleSystem,
  r: Result,
  lang: Lang,
  reader: Reader | null,
): string {
  const why = r.reason ? renderMsg(system, r.reason, lang, reader) : null;
  if (r.winner === null) return why ?? r.outcome;
  const wins = winsText(system, r.winner, lang, reader);
  if (why === null) return wins;
  return why.includes(wins) ? why : `${wins} — ${why}`;
}
