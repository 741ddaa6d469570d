/**
 * Reading a library link — `/build/<system>/<id>#<editToken>` (edit) or
 * `/build/<system>/<id>#r=<readToken>` (read), whole or as a path — into its parts, for the deck
 * builder's "open a link" and the lobby's pasted deck. The token stays in the fragment: it is
 * sent only in a request header, never in an address.
 */

/** A library link's parts. */
export interface LibraryLink {
  system: string;
  id: string;
  token: string;
  /** Whether the token is the edit token (`#<token>`) rather than the read token (`#r=`). */
  edit: boolean;
}

const PATH = /^\/build\/([a-z0-9-]{1,64})\/([A-Za-z0-9_-]{1,64})\/?$/;
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

/** The link's parts, or null when `text` is not a library link (relative to `base`). */
export function parseLibraryLink(text: string, base = "http://localhost/"): LibraryLink | null {
  let url: URL;
  try {
    url = new URL(text.trim(), base);
  } catch {
    return null;
  }
  const m = PATH.exec(url.pathname);
  if (m === null) return null;
  const hash = decodeURIComponent(url.hash.slice(1));
  const read = hash.startsWith("r=");
  const edit = hash.startsWith("e=");
  const token = read || edit ? hash.slice(2) : hash;
  if (!TOKEN.test(token)) return null;
  return { system: m[1], id: m[2], token, edit: !read };
}
