/** What a library token opens of an item: compared as stored, by hash. */
import type { LibraryHead } from "../store/types.ts";
import { hashToken } from "../tokens.ts";

/** Edit (the edit token), read (the read token), or nothing. */
export function grantOf(item: LibraryHead, token: string): "edit" | "read" | null {
  const hash = hashToken(token);
  if (hash === item.editTokenHash) return "edit";
  if (hash === item.readTokenHash) return "read";
  return null;
}
