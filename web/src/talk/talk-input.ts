/**
 * What a line typed in the talk box asks for: a dice expression at its start (`2D6+3`,
 * `1D100<=55 Spot Hidden`, `1D100<=55 b1`, as at other virtual tables) is a roll, the words
 * after it its label; anything else is a remark. The server reads the expression (the engine's
 * dice language, docs/server.md); this only tells the two apart.
 */
import type { TalkRequest } from "../net/protocol.ts";

/** A term: a die (`2D6`), a number, or either in brackets (`(1D6)`). */
const TERM = String.raw`\(*\s*(?:\d*d\d+|\d+)\s*\)*`;
/**
 * A dice expression: a die first, terms joined by + − × ÷, an optional comparison with its
 * target, and a d100 check's bonus or penalty dice (` b1`, ` p2`); then the label.
 */
const ROLL = new RegExp(
  String.raw`^(\(*\s*\d*d\d+\s*\)*(?:\s*[-+*/]\s*${TERM})*(?:\s*(?:<=|>=|==|<|>)\s*\d+)?(?:\s+[bp][12])?)(?:\s+(.*))?$`,
  "i",
);

/** The quick-roll buttons of each system (its usual rolls), and of any other. */
const QUICK: Record<string, string[]> = {
  "magical-girl": ["1D100", "1D6", "1D3"],
  "ygo-trpg": ["2D6", "1D6"],
  vision: ["1D6", "2D6"],
  "geo-march": ["1D6", "2D6"],
};

/** The usual rolls of `system`, for the quick buttons. */
export function quickRolls(system: string): string[] {
  return QUICK[system] ?? ["1D6", "2D6", "1D100"];
}

/**
 * Whom the box's lines go to (none: everyone), and whether a roll is secret. `gm`: this page is
 * the GM's/KP's — a player's secret roll goes to the GM/KP alone, which the server makes its
 * default, so the page sends no `to` with it.
 */
export interface TalkAddress {
  to: string[];
  secret: boolean;
  gm?: boolean;
}

/** A roll of `expr` (with a label) addressed as the box says. */
export function rollRequest(expr: string, address: TalkAddress, label?: string): TalkRequest {
  return {
    // Spaces out, but the one before a bonus/penalty die the dice language reads as a suffix.
    roll: expr.replace(/\s+/g, "").replace(/([bp][12])$/i, " $1"),
    ...(label ? { label } : {}),
    ...(address.secret ? { secret: true as const } : {}),
    ...(address.to.length > 0 && (address.gm === true || !address.secret)
      ? { to: address.to }
      : {}),
  };
}

/** The request a typed line makes, or null for an empty line. */
export function talkRequest(text: string, address: TalkAddress): TalkRequest | null {
  const line = text.trim();
  if (line === "") return null;
  const m = ROLL.exec(line);
  if (m !== null) return rollRequest(m[1], address, m[2]?.trim() || undefined);
  return { say: line, ...(address.to.length > 0 ? { to: address.to } : {}) };
}
