/**
 * Campaign carry-over on the command line: `--save-carry FILE` writes what of a battle's end
 * state carries over (ygo-trpg: each character's life); `--carry FILE` feeds it into the next
 * scenario's setup before the battle starts.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { z } from "zod";
import { type Battle, ENGINE_VERSION, KassenError, type RuleSystem } from "../engine/index.ts";
import type { LoadedScenario } from "../scenario/load.ts";
import { setupError } from "../scenario/load.ts";
import { DataFileError, parseDataText } from "../systems/shared/data-file.ts";

/** A carry-over file. */
const CarryFile = z
  .object({
    kassen: z.string(),
    system: z.string(),
    carry: z.custom<unknown>((v) => v !== undefined, "the carried-over state"),
  })
  .strict();

function carryOf(system: RuleSystem): NonNullable<RuleSystem["carry"]> {
  if (system.carry === undefined)
    throw new KassenError(`${system.id} has no campaign carry-over (--carry, --save-carry)`);
  return system.carry;
}

/** The scenario with a carry-over file applied to its setup. */
export function applyCarryFile<T extends LoadedScenario>(src: T, file: string): T {
  const carry = carryOf(src.system);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new DataFileError(file, "", "file not found");
  }
  const data = parseDataText(text, file, CarryFile);
  if (data.system !== src.system.id) {
    throw new DataFileError(
      file,
      "system",
      `expected "${src.system.id}" (the scenario's system), got "${data.system}"`,
    );
  }
  try {
    const setup = carry.apply(src.scenario.setup, data.carry as never);
    src.system.create({ seed: src.scenario.seed, setup });
    return { ...src, scenario: { ...src.scenario, setup } };
  } catch (err) {
    if (err instanceof KassenError) throw setupError(err, src.file);
    throw err;
  }
}

/** Writes what of the battle carries over to `file`. */
export function saveCarryFile(battle: Battle, file: string): void {
  const carry = carryOf(battle.system).save(battle.state);
  const out = { kassen: ENGINE_VERSION, system: battle.system.id, carry };
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
}
