/**
 * The browser's calls to the library API (docs/server.md, "The library"): a person's own cards
 * and decks, stored on the server and shared by link. A link's token rides in a header, never in
 * an address (no request log holds one); this browser remembers the tokens of the items it made
 * or opened in localStorage, as my-tables.ts does for tables.
 */

/** What a library item holds: loose cards (any content list) or one deck with its own cards. */
export type LibraryKind = "cards" | "deck" | "scenario";

/** An item as `GET /api/library/:id` answers it. */
export interface LibraryItem {
  id: string;
  system: string;
  kind: LibraryKind;
  title: string;
  /** A content pack, exactly as `kassen validate` and `--content` read it. */
  pack: Record<string, unknown>;
  /** Whether the token given is the edit token. */
  mayEdit: boolean;
  /** The item's read token, when it was opened with its edit token (to offer the read link). */
  readToken?: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
}

/** One item of `POST /api/library/mine`'s answer. */
export interface LibrarySummary {
  id: string;
  system: string;
  kind: LibraryKind;
  title: string;
  mayEdit: boolean;
  updatedAt: number;
  /** Entries of the pack's `cards:` list. */
  cards: number;
}

/** A new item's id and its two secret tokens (shown once: remember them). */
export interface SavedItem {
  id: string;
  editToken: string;
  readToken: string;
}

/** One problem of a pack, at its place (`cards[2].attack`), in the validator's own words. */
export interface PackProblem {
  path: string;
  message: string;
}

/** A refusal of the library API: its one line, and a pack's problems when there are some. */
export class LibraryError extends Error {
  /** The pack's problems at their paths (empty when the refusal is not about the pack). */
  problems: PackProblem[];
  /** The HTTP status (404: no such item or not this token; 403: a read token cannot edit). */
  status: number;

  constructor(message: string, problems: PackProblem[] = [], status = 0) {
    super(message);
    this.name = "LibraryError";
    this.problems = problems;
    this.status = status;
  }
}

const JSON_HEADERS = { "content-type": "application/json" };

/** The header a link's token travels in. */
const TOKEN_HEADER = "x-kassen-token";

/** Throws the refusal of a response that is not ok as a LibraryError. */
async function refusal(res: Response): Promise<never> {
  const body = (await res.json().catch(() => ({}))) as { error?: unknown; problems?: unknown };
  const problems = Array.isArray(body.problems) ? (body.problems as PackProblem[]) : [];
  const line = typeof body.error === "string" ? body.error : `${res.status} ${res.statusText}`;
  throw new LibraryError(line, problems, res.status);
}

/** The JSON body of an ok response (a refusal thrown as a LibraryError). */
async function jsonOf<T>(res: Response): Promise<T> {
  if (!res.ok) await refusal(res);
  return (await res.json()) as T;
}

const itemPath = (id: string) => `/api/library/${encodeURIComponent(id)}`;

/** Stores a new item from a pack or from YAML text (an import); its id and tokens. */
export async function saveNew(body: {
  system: string;
  kind: LibraryKind;
  title: string;
  pack?: object;
  yaml?: string;
}): Promise<SavedItem> {
  return jsonOf<SavedItem>(
    await fetch("/api/library", {
      method: "POST",
      headers: JSON_HEADERS,
      body: JSON.stringify(body),
    }),
  );
}

/** Replaces an item's title and pack (edit token); its new `updatedAt`. */
export async function saveItem(
  id: string,
  editToken: string,
  body: { system: string; kind: LibraryKind; title: string; pack: object },
): Promise<number> {
  const res = await fetch(itemPath(id), {
    method: "PUT",
    headers: { ...JSON_HEADERS, [TOKEN_HEADER]: editToken },
    body: JSON.stringify(body),
  });
  return (await jsonOf<{ updatedAt: number }>(res)).updatedAt;
}

/** An item, with its read or edit token. */
export async function loadItem(id: string, token: string): Promise<LibraryItem> {
  return jsonOf<LibraryItem>(await fetch(itemPath(id), { headers: { [TOKEN_HEADER]: token } }));
}

/** Deletes an item (edit token). */
export async function deleteItem(id: string, editToken: string): Promise<void> {
  const res = await fetch(itemPath(id), {
    method: "DELETE",
    headers: { [TOKEN_HEADER]: editToken },
  });
  if (!res.ok) await refusal(res);
}

/** The items these references open (unknown ones, or wrong tokens, left out), newest first. */
export async function myItems(refs: { id: string; token: string }[]): Promise<LibrarySummary[]> {
  if (refs.length === 0) return [];
  const res = await fetch("/api/library/mine", {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify({ items: refs }),
  });
  return (await jsonOf<{ items: LibrarySummary[] }>(res)).items;
}

/** An item's pack as YAML text (what `kassen validate` accepts and `--content` reads). */
export async function exportYaml(id: string, token: string): Promise<string> {
  const res = await fetch(`${itemPath(id)}/yaml`, { headers: { [TOKEN_HEADER]: token } });
  if (!res.ok) await refusal(res);
  return res.text();
}

/**
 * Every problem of a pack as the server sees it (schemas and cross-references with the shipped
 * content: a deck naming an unknown card, a shipped id without `replaces: true`); none: usable.
 * With `kind` "deck", also what a deck item must be (one deck, its cards, nothing else).
 */
export async function checkPack(
  system: string,
  pack: object,
  kind?: LibraryKind,
): Promise<PackProblem[]> {
  const res = await fetch("/api/library/check", {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify(kind === undefined ? { system, pack } : { system, pack, kind }),
  });
  return (await jsonOf<{ problems: PackProblem[] }>(res)).problems;
}

/** An item this browser made or opened, with the tokens it holds. */
export interface RememberedItem {
  id: string;
  system: string;
  kind: LibraryKind;
  title: string;
  /** Present when this browser may edit it. */
  editToken?: string;
  readToken: string;
}

const KEY = "kassen.library";
/** How many items are remembered (oldest forgotten first). */
const MAX = 200;

/** The remembered items, most recently remembered first. */
export function rememberedItems(): RememberedItem[] {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(list)
      ? (list as RememberedItem[]).filter(
          (x) => x !== null && typeof x === "object" && typeof x.id === "string",
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * Remembers an item (again: it moves to the front, with its newer title). An edit token once
 * held is kept when the item is remembered again from a read link.
 */
export function rememberItem(item: RememberedItem): void {
  const before = rememberedItems().find((x) => x.id === item.id);
  const editToken = item.editToken ?? before?.editToken;
  const next = { ...item, ...(editToken === undefined ? {} : { editToken }) };
  const rest = rememberedItems().filter((x) => x.id !== item.id);
  localStorage.setItem(KEY, JSON.stringify([next, ...rest].slice(0, MAX)));
}

/** Forgets an item. */
export function forgetItem(id: string): void {
  localStorage.setItem(KEY, JSON.stringify(rememberedItems().filter((x) => x.id !== id)));
}

/** The page an item opens in: a scenario the prepare page, cards and decks the build page. */
const itemPage = (system: string, id: string, kind: LibraryKind) =>
  `/${kind === "scenario" ? "prepare" : "build"}/${encodeURIComponent(system)}/${encodeURIComponent(id)}`;

/**
 * `/build/<system>/<id>#<editToken>` (a scenario: `/prepare/…`): the link that edits an item
 * (the token never sent).
 */
export function editLink(
  system: string,
  id: string,
  editToken: string,
  kind: LibraryKind = "cards",
): string {
  return `${itemPage(system, id, kind)}#${editToken}`;
}

/** `/build/<system>/<id>#r=<readToken>` (a scenario: `/prepare/…`): the link that reads an item. */
export function readLink(
  system: string,
  id: string,
  readToken: string,
  kind: LibraryKind = "cards",
): string {
  return `${itemPage(system, id, kind)}#r=${readToken}`;
}
