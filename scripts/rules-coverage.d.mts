/** Types of scripts/rules-coverage.mjs for the TypeScript that imports it (its test). */

/** One system's rule coverage under a root. */
export interface Coverage {
  system: string;
  checklist: string;
  /** The checklist file is absent. */
  missing: boolean;
  ids: string[];
  undocumented: string[];
  untested: string[];
}

export const RULE_SYSTEMS: Record<string, string>;
export const CHECKLIST_DIR: string;
export function systemCoverage(root: string, system: string): Coverage;
export function rulesCoverage(root: string): Coverage[];
export function covered(c: Coverage): boolean;
