/**
 * The `--option <name=value>` flag of the battle commands (run, play, sim, tune) and `kassen
 * odds`: a table option (house rule) set over the scenario's or the fresh game's. Its shape is
 * checked while flags are parsed (so the message names the flag); what the system takes, once
 * its system is loaded (src/scenario/option-flags.ts). Kept apart from flags.ts, which loads
 * every system through the bots: `kassen odds` answers a dice expression without any.
 */
import { InvalidArgumentError, Option } from "commander";
import { collectOptionFlag, type OptionFlag } from "../scenario/option-flag-parse.ts";

/** Collects repeated `--option` flags; a malformed one fails while flags are parsed. */
function collect(value: string, previous: OptionFlag[] | undefined): OptionFlag[] {
  try {
    return collectOptionFlag(value, previous);
  } catch (err) {
    throw new InvalidArgumentError(err instanceof Error ? err.message : String(err));
  }
}

/** The `--option` flag, its help ending with `what` it applies to. */
export function tableOptionFlag(what = "the battle"): Option {
  return new Option(
    "--option <name=value>",
    `set a table option (house rule) of ${what} (repeatable), e.g. summonDoubles=attack; ` +
      "docs/scenarios.md lists each system's",
  )
    .argParser(collect)
    .default(undefined);
}
