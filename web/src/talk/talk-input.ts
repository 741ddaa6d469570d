/**
 * What a line typed in the talk box asks for: a dice expression at its start (`2D6+3`,
 * `1D100<=55 Spot Hidden`, as at other virtual tables) is a roll, the words after it its label;
 * anything else is a remark. The server checks the expression; this only tells the two apart.
 */
import type { TalkRequest } from "../net/protocol.ts";

/** A dice expression: dice and numbers added or subtracted, then an optional comparison. */
const ROLL = /^(\d*d\d+(?:\s*[+-]\s*(?:\d*d\d+|\d+))*(?:\s*(?:<=|>=|<|>|=)\s*\d+)?)(?:\s+(.*))?$/i;

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

/** Options that apply to what the box sends: whom it goes to, and whether a roll is secret. */
export interface TalkAddress {
  to: string[];
  secret: boolean;
}

/** A roll of `expr` (with a label) addressed as the box says. */
export function rollRequest(expr: string, address: TalkAddress, label?: string): TalkRequest {
  return {
    roll: expr.replace(/\s+/g, ""),
    ...(label ? { label } : {}),
    ...(address.secret ? { secret: true as const } : {}),
    ...(address.to.length > 0 ? { to: address.to } : {}),
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
