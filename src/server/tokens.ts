/**
 * Secrets of the table server: seat and spectator tokens, and table ids. A token is a bearer
 * secret (whoever holds the link plays the seat), so it is 128 bits from the OS's CSPRNG and only
 * its SHA-256 is stored: a copy of the database lets nobody in.
 */
import { createHash, randomBytes } from "node:crypto";

/** A new secret token: 128 random bits, base64url (22 characters, safe in a URL). */
export function newToken(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * A library item's read token, derived from its edit token: whoever may edit an item may also
 * share it, so an item opened by its edit link alone can still offer its read link — without the
 * server keeping any token in the clear. The hash is one-way: a read token never yields the edit
 * token. 128 bits, base64url, like {@link newToken}.
 */
export function readTokenOf(editToken: string): string {
  return createHash("sha256")
    .update(`kassen-library-read:${editToken}`, "utf8")
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

/** The form a token is stored and looked up in: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Table id letters: lowercase and digits without the look-alikes (l, 1, o, 0); 32 of them. */
const ID_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/**
 * A new public table id: 10 letters of {@link ID_ALPHABET}, 50 random bits. Not a secret (tokens
 * guard the seats), only unguessable enough that ids do not enumerate the tables. No `-` or `_`:
 * an id starting with `-` would read as a flag in `kassen tables show <id>`.
 */
export function newTableId(): string {
  let id = "";
  // 256 is a multiple of 32: `byte % 32` is uniform.
  for (const byte of randomBytes(10)) id += ID_ALPHABET[byte % 32];
  return id;
}
