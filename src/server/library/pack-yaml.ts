/**
 * A library item's pack as YAML text: what `kassen validate` accepts and `--content` reads, and
 * what `POST /api/library` imports back to the same pack.
 */
import { stringify } from "yaml";

/** The pack as a YAML document (no anchors: every entry written out, as an author writes it). */
export function packYaml(pack: Record<string, unknown>): string {
  return stringify(pack, { aliasDuplicateObjects: false, lineWidth: 0 });
}
