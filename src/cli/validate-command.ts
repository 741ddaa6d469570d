/**
 * `kassen validate <file...>`: checks scenario files (they have `system:` and `setup:`), content
 * packs (`system:` and content lists, or a folder of them: every problem at once, each at its
 * line and column) and content files (cards, decks) of a system without running anything.
 */
import type { Command } from "commander";
import { KassenError } from "../engine/index.ts";
import { loadScenario, looksLikeScenario } from "../scenario/load.ts";
import { checkPackPath, looksLikePack } from "../scenario/pack-check.ts";
import { SYSTEMS } from "../systems/registry.ts";
import { ContentError, formatProblem } from "../systems/shared/content-problems.ts";
import { CONTENT_VALIDATORS, systemOfContentPath } from "./content-validators.ts";
import { EXIT_USAGE, UsageError } from "./errors.ts";
import { say, sayError, sayJson } from "./output.ts";

/**
 * Validates one file; throws a KassenError describing the first problem. A file outside the
 * systems' content folders is a scenario (checked exactly as `run` loads it, so both report the
 * same error); a content file is checked against its system's schema and shipped content.
 */
export function validateFile(file: string, system?: string): void {
  if (system === undefined && looksLikePack(file)) {
    const problems = checkPackPath(file);
    if (problems.length > 0) throw new ContentError(problems);
    return;
  }
  const id = system ?? systemOfContentPath(file);
  if (id === undefined || (system === undefined && looksLikeScenario(file))) {
    // Exactly as `run` loads it, so both give the same first error.
    loadScenario(file);
    return;
  }
  const validate = Object.hasOwn(CONTENT_VALIDATORS, id) ? CONTENT_VALIDATORS[id] : undefined;
  if (validate === undefined) {
    const known = Object.keys(CONTENT_VALIDATORS).join(", ");
    throw new UsageError(`--system ${id}: no content validator for "${id}" (known: ${known})`);
  }
  validate(file);
}

/** Registers the command. */
export function registerValidate(program: Command): void {
  program
    .command("validate")
    .description("check scenario files or a system's content files without running them")
    .argument("<files...>", "scenario files, content packs (files or folders) or content files")
    .option(
      "--system <id>",
      `treat the files as content of this system (${Object.keys(SYSTEMS).join(", ")})`,
    )
    .option("--json", "print the results as JSON")
    .action((files: string[], flags: { system?: string; json?: boolean }) => {
      const results: { file: string; ok: boolean; error?: string }[] = [];
      for (const file of files) {
        try {
          validateFile(file, flags.system);
          results.push({ file, ok: true });
          if (!flags.json) say(`ok ${file}`);
        } catch (err) {
          if (!(err instanceof KassenError)) throw err;
          results.push({ file, ok: false, error: err.message });
          if (!flags.json) {
            // Packs report every problem, one line each; other files their first.
            const lines =
              err instanceof ContentError
                ? err.problems.map(formatProblem)
                : [err.message.split("\n")[0]];
            for (const line of lines) sayError(`kassen: ${line}`);
          }
          process.exitCode = EXIT_USAGE;
        }
      }
      if (flags.json) sayJson(results);
    });
}
