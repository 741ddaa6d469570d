/**
 * Campaign carry-over on the command line: `--save-carry FILE` writes what of a battle's end
 * state carries over (ygo-trpg: each character's life; magical-girl: each girl's HP, MP, wound
 * and items); `--carry FILE` feeds it into the next scenario's setup before the battle starts.
 */
import { z } from "zod";
import { type Battle, ENGINE_VERSION, KassenError, type RuleSystem } from "../engine/index.ts";
import type { LoadedScenario } from "../scenario/load.ts";
import { setupError } from "../scenario/load.ts";
import {
  checkData,
  DataFileError,
  parseDataText,
  readDataFile,
} from "../systems/shared/data-file.ts";
import { writeOutput } from "./output-paths.ts";

/** A carry-over file. */
const CarryFile = z
  .object({
    kassen: z.string(),
    system: z.string(),
    carry: z.custom<unknown>((v) => v !== undefined, "the carried-over state"),
  })
  .strict();

/**
 * Whether this build reads a carry-over file of `version`: one written by this or an earlier
 * version (the `carry:` block is then checked by its schema); a newer or malformed version is not.
 */
function readableVersion(version: string): boolean {
  const parse = (v: string) => /^(\d+)\.(\d+)\.(\d+)$/.exec(v)?.slice(1).map(Number);
  const v = parse(version);
  const own = parse(ENGINE_VERSION);
  if (v === undefined || own === undefined) return false;
  for (let i = 0; i < 3; i++) if (v[i] !== own[i]) return v[i] < own[i];
  return true;
}

/** The `carry:` block of each system that has campaign carry-over (what its save writes). */
const CARRY_SCHEMAS: Record<string, z.ZodType> = {
  "ygo-trpg": z
    .object({
      players: z.record(
        z.string().regex(/^[\w-]+$/, "a seat id like p1"),
        z
          .object({ character: z.string().min(1), life: z.number().int().min(0).max(100_000) })
          .strict(),
      ),
    })
    .strict(),
  "magical-girl": z
    .object({
      girls: z
        .array(
          z
            .object({
              seat: z.string().regex(/^[\w-]+$/, "a seat id like p1"),
              girl: z.string().min(1),
              hp: z.number().int().min(0).max(100_000),
              mp: z.number().int().min(0).max(100_000),
              wound: z.enum(["none", "light", "heavy"]),
              items: z.array(z.string().min(1)).max(1000),
            })
            .strict(),
        )
        .max(5),
    })
    .strict(),
};

function carryOf(system: RuleSystem): NonNullable<RuleSystem["carry"]> {
  if (system.carry === undefined)
    throw new KassenError(`${system.id} has no campaign carry-over (--carry, --save-carry)`);
  return system.carry;
}

/**
 * The scenario with a carry-over file applied to its setup. Every problem names the carry file:
 * its format version, its system, its `carry:` block, and a setup it makes that the system
 * refuses (a character the scenario's content lacks).
 */
export function applyCarryFile<T extends LoadedScenario>(src: T, file: string): T {
  carryOf(src.system);
  return applyCarryText(src, readDataFile(file), file);
}

/** Applies carry-over text as {@link applyCarryFile} does; `file` names it in errors. */
export function applyCarryText<T extends LoadedScenario>(src: T, text: string, file: string): T {
  const carry = carryOf(src.system);
  const data = parseDataText(text, file, CarryFile);
  if (!readableVersion(data.kassen)) {
    throw new DataFileError(
      file,
      "kassen",
      `expected a version up to "${ENGINE_VERSION}" (this Kassen's carry-over format), got ${JSON.stringify(data.kassen)}`,
    );
  }
  if (data.system !== src.system.id) {
    throw new DataFileError(
      file,
      "system",
      `expected "${src.system.id}" (the scenario's system), got "${data.system}"`,
    );
  }
  const schema = CARRY_SCHEMAS[src.system.id];
  if (schema !== undefined) {
    const checked = checkData(data.carry, schema);
    if ("issues" in checked) {
      const first = checked.issues[0];
      const path = first.path === "" ? "carry" : `carry.${first.path}`;
      throw new DataFileError(file, path, first.message, { issues: checked.issues });
    }
  }
  try {
    const setup = carry.apply(src.scenario.setup, data.carry as never);
    src.system.create({ seed: src.scenario.seed, setup, options: src.scenario.options });
    return { ...src, scenario: { ...src.scenario, setup } };
  } catch (err) {
    if (!(err instanceof KassenError)) throw err;
    const inSetup = setupError(err, src.file);
    throw new DataFileError(
      file,
      "carry",
      `does not fit ${src.file}: at ${inSetup.path}: ${inSetup.expected}`,
    );
  }
}

/** Writes what of the battle carries over to `file`. */
export function saveCarryFile(battle: Battle, file: string): void {
  const carry = carryOf(battle.system).save(battle.state);
  const out = { kassen: ENGINE_VERSION, system: battle.system.id, carry };
  writeOutput("--save-carry", file, `${JSON.stringify(out, null, 2)}\n`);
}
