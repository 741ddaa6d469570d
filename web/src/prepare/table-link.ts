/**
 * Reading a table's link (`…/t/<id>#<token>`, as the table and the lobby show it, whole or as a
 * path) into its id and token — for "continue a campaign" from a finished table. The token stays
 * in the fragment: it is sent only in a request header or body, never in an address.
 */

/** A table link's id and token. */
export interface TableLink {
  table: string;
  token: string;
}

const PATH = /^\/t\/([A-Za-z0-9_-]{1,64})\/?$/;
const TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

/** The link's table and token; null when `text` is not a table link; undefined when empty. */
export function parseTableLink(text: string, base = location.href): TableLink | null | undefined {
  if (text.trim() === "") return undefined;
  let url: URL;
  let token: string;
  try {
    url = new URL(text.trim(), base);
    token = decodeURIComponent(url.hash.slice(1));
  } catch {
    return null;
  }
  const m = PATH.exec(url.pathname);
  if (m === null || !TOKEN.test(token)) return null;
  return { table: m[1], token };
}
