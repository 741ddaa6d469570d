/** Every rule system Kassen ships, by id. The CLI, scenarios and bots look systems up here. */
import type { RuleSystem } from "../engine/index.ts";
import { vision } from "./vision/index.ts";

/** Systems by id. */
export const SYSTEMS: Record<string, RuleSystem> = { vision };

/** The system with this id, or undefined. */
export function findSystem(id: string): RuleSystem | undefined {
  return Object.hasOwn(SYSTEMS, id) ? SYSTEMS[id] : undefined;
}
