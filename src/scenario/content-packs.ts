/**
 * The content packs a battle plays with: a scenario's `content:` (paths relative to the scenario,
 * or packs written inline) and `--content PATH` flags. They are read, checked against the
 * system's shipped content with every problem at its file, line and column, and handed to the
 * battle as plain JSON in `options.content` (so replays and simulation plans carry them).
 * A scenario uploaded to the table server may carry inline packs only (`inlineOnly`): the
 * server never opens a file a client names (docs/server.md).
 */
import { dirname, resolve } from "node:path";
import type { Json } from "../engine/index.ts";
import { SYSTEM_ENTRIES } from "../systems/registry.ts";
import { Problems } from "../systems/shared/content-problems.ts";
import type { NamedPack } from "../systems/shared/content-store.ts";
import { DataFileError } from "../systems/shared/data-file.ts";
import { PackTexts, packsWithinBudget, readPacks } from "../systems/shared/pack-files.ts";

/** A scenario's `content:` value: a path, or a list of paths and inline packs. */
export type ScenarioContent = string | (string | Record<string, Json>)[];

/** Where packs come from for one battle. */
export interface PackRequest {
  system: string;
  /** The scenario file (its `content:` paths are relative to it), and its `content:` value. */
  scenarioFile?: string;
  content?: ScenarioContent;
  /** The scenario's text, to place problems of its inline packs at their lines. */
  scenarioText?: string;
  /**
   * Inline packs only (an upload): a path in `content:` throws before any file is touched.
   * `paths` must be empty then.
   */
  inlineOnly?: boolean;
  /** `--content` paths (relative to the working folder). */
  paths?: readonly string[];
}

/** What an upload is told about a path among its packs. */
export const UPLOAD_PATH_REFUSAL =
  "expected a pack written inline (a mapping): an uploaded scenario cannot name a file, the server reads none for a client";

/**
 * Throws at the first path among an upload's packs, before any file is read (an inline-only
 * request that still names `--content` paths is a caller's bug, refused the same way).
 */
function refusePaths(req: PackRequest): void {
  const file = req.scenarioFile ?? "scenario";
  if (typeof req.content === "string")
    throw new DataFileError(file, "content", UPLOAD_PATH_REFUSAL);
  const i = (req.content ?? []).findIndex((entry) => typeof entry === "string");
  if (i >= 0) throw new DataFileError(file, `content[${i}]`, UPLOAD_PATH_REFUSAL);
  if ((req.paths ?? []).length > 0) throw new DataFileError(file, "", UPLOAD_PATH_REFUSAL);
}

/** A pack's own `system:` value, if it is a mapping that has one. */
function systemOf(raw: unknown): unknown {
  return raw !== null && typeof raw === "object" && !Array.isArray(raw)
    ? (raw as Record<string, unknown>).system
    : undefined;
}

/**
 * Reads and checks the packs of a request; throws a ContentError with every problem found.
 * Returns the packs as plain JSON, in order (scenario first, then flags), or none.
 */
export function gatherPacks(req: PackRequest): Json[] {
  const problems = new Problems();
  const texts = new PackTexts();
  problems.locate = texts.locate;
  const packs: NamedPack[] = [];
  if (req.inlineOnly === true) refusePaths(req);
  // Never read again from disk: the text the scenario was parsed from is the one to place in.
  if (req.scenarioFile !== undefined && req.scenarioText !== undefined)
    texts.set(req.scenarioFile, req.scenarioText);
  // Every file's size is known before any is read: a run's packs cost at most MAX_PACKS_BYTES.
  const entries =
    req.content === undefined || req.scenarioFile === undefined
      ? []
      : typeof req.content === "string"
        ? [req.content]
        : req.content;
  const scenarioPaths = entries
    .filter((entry) => typeof entry === "string")
    .map((entry) => resolve(dirname(req.scenarioFile as string), entry));
  const inline = {
    count: entries.length - scenarioPaths.length,
    file: req.scenarioFile ?? "",
    path: "content",
  };
  if (!packsWithinBudget([...scenarioPaths, ...(req.paths ?? [])], problems, inline))
    problems.throwIfAny();
  if (req.content !== undefined && req.scenarioFile !== undefined) {
    const file = req.scenarioFile;
    const base = dirname(file);
    const list = typeof req.content === "string" ? [req.content] : req.content;
    list.forEach((entry, i) => {
      const at = typeof req.content === "string" ? "content" : `content[${i}]`;
      if (typeof entry === "string")
        packs.push(...readPacks(resolve(base, entry), problems, texts));
      // An inline pack belongs to the scenario's system unless it says otherwise.
      else packs.push({ file: `${file}#${at}`, raw: { system: req.system, ...entry } });
    });
  }
  for (const path of req.paths ?? []) packs.push(...readPacks(path, problems, texts));
  const store = SYSTEM_ENTRIES[req.system]?.packs;
  if (store === undefined) {
    if (packs.length > 0)
      problems.add(packs[0].file, "", `${req.system} has no content that packs could add to`);
  } else {
    for (const p of packs) {
      const sys = systemOf(p.raw);
      if (typeof sys === "string" && sys !== req.system && Object.hasOwn(SYSTEM_ENTRIES, sys))
        problems.add(p.file, "system", `a ${sys} pack, but the battle is ${req.system}`);
    }
    if (problems.list.length === 0) problems.list.push(...store.check(packs, texts.locate));
  }
  problems.throwIfAny();
  return packs.map((p) => p.raw as Json);
}

/** Options with the packs added to any the options already carry. */
export function withPacks(options: Record<string, Json>, packs: Json[]): Record<string, Json> {
  if (packs.length === 0) return options;
  const before = Array.isArray(options.content) ? options.content : [];
  return { ...options, content: [...before, ...packs] };
}
