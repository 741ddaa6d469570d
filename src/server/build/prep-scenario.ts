/**
 * A prepared battle from a request body, read and checked before any battle is played: its own
 * shape and limits (readPrepDoc), then its scenario as the table server loads any uploaded
 * scenario (inline packs only, the setup built once) — on the upload worker, off the event loop.
 * Every refusal is a BuildRefusal naming the place in the body's `doc`.
 */
import type { PrepDoc } from "../../build/prepare/prep-types.ts";
import { PrepReadError, readPrepDoc, scenarioOfPrep } from "../../build/prepare/prep-yaml.ts";
import type { Scenario } from "../../scenario/schema.ts";
import { type UploadParser, uploadFailure } from "../upload-parser.ts";
import { BuildRefusal, docLine } from "./build-refusal.ts";
import { readErrorPlace } from "./prep-read-place.ts";

/** A PrepReadError's line as a place in the body's `doc` (`setup: …` → `doc.setup: …`). */
export function docReadLine(err: PrepReadError): string {
  const { path, message } = readErrorPlace(err);
  return path === "" ? `doc: ${message}` : `doc.${path}: ${message}`;
}

/** The body's `doc` checked as a prepared battle (BuildRefusal naming the place). */
export function bodyDoc(value: unknown): PrepDoc {
  try {
    return readPrepDoc(value);
  } catch (err) {
    if (err instanceof PrepReadError) throw new BuildRefusal(docReadLine(err));
    throw err;
  }
}

/** The doc's scenario parsed and checked by the upload loader (BuildRefusal naming the place). */
export async function docScenario(doc: PrepDoc, parse: UploadParser): Promise<Scenario> {
  try {
    return await parse({ system: doc.system, text: JSON.stringify(scenarioOfPrep(doc)) });
  } catch (err) {
    const failure = uploadFailure(err);
    if (failure === null) throw err;
    throw new BuildRefusal(
      failure.status === 400 ? docLine(failure.error) : failure.error,
      failure.status,
    );
  }
}
