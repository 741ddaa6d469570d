/**
 * Regenerates the reference part of docs/scenarios.md (event types with their fields and texts,
 * summary fields) from the code: `npx tsx scripts/scenario-reference.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { generateReference, replaceReference } from "../src/scenario/reference.ts";

const file = "docs/scenarios.md";
writeFileSync(file, replaceReference(readFileSync(file, "utf8"), generateReference()));
console.log(`wrote ${file}`);
