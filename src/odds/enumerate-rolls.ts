/**
 * Exact odds of any code that rolls dice: runs it once for every possible sequence of faces
 * (an odometer over the dice it asks for) and weighs each run by its chance. Rule systems use it
 * to ask their own roll functions — the very code a battle runs — instead of restating their
 * formulas, so the odds cannot drift from the rules. Code whose later dice depend on earlier ones
 * (a critical adds a die) is handled: each run rolls only the dice that sequence needs.
 */
import { OddsError } from "./errors.ts";

/** One die roll: an integer from 1 to `sides`. */
export type DieRoller = (sides: number) => number;

/** One distinct result and its weight `ways / total`. */
export interface Weighted<T> {
  readonly value: T;
  readonly ways: bigint;
}

/** Every result of a random procedure, with a common denominator. */
export interface Enumeration<T> {
  readonly outcomes: readonly Weighted<T>[];
  readonly total: bigint;
}

/** Most runs one enumeration may make before it is refused (keeps answers in milliseconds). */
export const MAX_RUNS = 200_000;

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/**
 * Runs `run` for every sequence of faces it can roll and groups equal results by `key`.
 * `run` must be deterministic given its dice (it may roll a different number of dice per run).
 *
 * @throws {OddsError} when more than {@link MAX_RUNS} sequences are needed
 */
export function enumerateRolls<T>(
  run: (rollDie: DieRoller) => T,
  key: (value: T) => string = (v) => JSON.stringify(v),
): Enumeration<T> {
  const faces: number[] = [];
  const sides: number[] = [];
  const found: { value: T; den: bigint }[] = [];
  for (let runs = 0; ; runs++) {
    if (runs >= MAX_RUNS) throw new OddsError("too many dice to enumerate exactly");
    let i = 0;
    const value = run((s) => {
      if (i < faces.length) {
        if (sides[i] !== s) throw new OddsError("a roll asked for a different die on a replay");
        return faces[i++];
      }
      faces.push(1);
      sides.push(s);
      i++;
      return 1;
    });
    let den = 1n;
    for (let j = 0; j < i; j++) den *= BigInt(sides[j]);
    found.push({ value, den });
    // Dice beyond what this run used belong to no run yet; advance the odometer from its end.
    faces.length = i;
    sides.length = i;
    while (faces.length > 0 && faces[faces.length - 1] === sides[sides.length - 1]) {
      faces.pop();
      sides.pop();
    }
    if (faces.length === 0) break;
    faces[faces.length - 1]++;
  }
  let total = 1n;
  for (const f of found) total = (total / gcd(total, f.den)) * f.den;
  const groups = new Map<string, { value: T; ways: bigint }>();
  for (const f of found) {
    const k = key(f.value);
    const g = groups.get(k);
    if (g === undefined) groups.set(k, { value: f.value, ways: total / f.den });
    else g.ways += total / f.den;
  }
  return { outcomes: [...groups.values()], total };
}
