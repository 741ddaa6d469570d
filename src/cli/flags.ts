/**
 * Parsers for flag values. A bad value fails while commander parses, so the message names the
 * flag: `option '--seed <n>' argument 'abc' is invalid. expected a whole number`.
 */
import { InvalidArgumentError, Option } from "commander";
import { makeBot } from "../bots/registry.ts";
import { LANGS, type Lang, type Seat } from "../engine/index.ts";
import type { OptionFlag } from "../scenario/option-flag-parse.ts";
import { UsageError } from "./errors.ts";

/** `--seed <n>`: a whole number. */
export function parseSeed(value: string): number {
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new InvalidArgumentError("expected a whole number");
  }
  return Number(value);
}

/** The `--lang` option: one of the languages the log renders in. */
export function langOption(): Option {
  return new Option("--lang <lang>", "language of the log and prompts").choices(LANGS);
}

/** The `--seed` option. */
export function seedOption(): Option {
  return new Option("--seed <n>", "seed instead of the scenario's").argParser(parseSeed);
}

/** A `--bot SEAT=NAME` pair, collected into a map (the flag may repeat). */
export function parseBotFlag(
  value: string,
  previous: Record<Seat, string> = {},
): Record<Seat, string> {
  const m = /^([\w-]+)=(.+)$/.exec(value);
  if (m === null) throw new InvalidArgumentError("expected SEAT=NAME, e.g. p2=random");
  try {
    makeBot(m[2], 0);
  } catch (err) {
    throw new InvalidArgumentError(err instanceof Error ? err.message : String(err));
  }
  return { ...previous, [m[1]]: m[2] };
}

/** The `--bot` option. */
export function botOption(): Option {
  return new Option("--bot <seat=name>", "let a bot play a seat (repeatable), e.g. p2=random:7")
    .argParser(parseBotFlag)
    .default(undefined);
}

/** Checks that every `--bot` seat exists now that the battle's seats are known. */
export function checkBotSeats(bots: Record<Seat, string>, seats: Seat[], system: string): void {
  for (const [seat, name] of Object.entries(bots)) {
    if (!seats.includes(seat)) {
      throw new UsageError(
        `--bot ${seat}=${name}: ${system} has no seat "${seat}" (seats: ${seats.join(", ")})`,
      );
    }
  }
}

/** Checks a `--seat` value against the battle's seats. */
export function checkSeat(seat: Seat, seats: Seat[], system: string): void {
  if (!seats.includes(seat)) {
    throw new UsageError(
      `--seat ${seat}: ${system} has no seat "${seat}" (seats: ${seats.join(", ")})`,
    );
  }
}

/** The `--content PATH` option: content packs (files or folders), collected in order. */
export function contentOption(): Option {
  return new Option(
    "--content <path>",
    "add a content pack (YAML file or folder) to the shipped content (repeatable)",
  )
    .argParser((value: string, previous: string[] = []) => [...previous, value])
    .default(undefined);
}

/** Options every battle command shares, after parsing. */
export interface BattleFlags {
  seed?: number;
  lang?: Lang;
  bot?: Record<Seat, string>;
  /** `--content` pack paths. */
  content?: string[];
  /** `--option` table options (option-flag.ts), checked once the system is known. */
  option?: OptionFlag[];
}
