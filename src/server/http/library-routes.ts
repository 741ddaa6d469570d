/**
 * The library over HTTP (docs/server.md, "The library"): people's own cards and decks, stored
 * with two secret tokens (edit, read) returned once and kept only as hashes, as a table's are.
 * A token travels in the `x-kassen-token` header, never in an address. Nobody lists the items:
 * a browser asks about the ones it holds tokens for (`POST /api/library/mine`). Every refusal
 * is `{ "error": one line }`, a pack's with `problems` at their paths.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  echo,
  LIBRARY_CHECKS_PER_MINUTE,
  LIBRARY_ITEMS_PER_MINUTE,
  MAX_LIBRARY_MINE,
} from "../../shared/limits.ts";
import { BotPoolError } from "../bots/bot-pool-error.ts";
import { grantOf } from "../library/library-grant.ts";
import {
  checkLibraryInThread,
  type LibraryAnswer,
  type LibraryChecker,
  type LibraryJob,
} from "../library/library-job.ts";
import { type AcceptedPack, LibraryBody } from "../library/library-pack.ts";
import type { LibraryHead, StoredLibraryItem, TableStore } from "../store/types.ts";
import { hashToken, newTableId, newToken, readTokenOf } from "../tokens.ts";
import { AddressAllowance, issueLine } from "./request-limits.ts";

/** The header a library link's token travels in. */
export const TOKEN_HEADER = "x-kassen-token";

/** How many requests of each kind one address may make a minute (0: no limit). */
export interface LibraryAllowances {
  /** Items made (`POST /api/library`). */
  itemsPerMinute?: number;
  /** Packs checked: saves (`PUT`) and `POST /api/library/check`. */
  checksPerMinute?: number;
}

/** The body of `POST /api/library/mine`. */
const MineRequest = z.strictObject({
  items: z
    .array(z.strictObject({ id: z.string().min(1).max(64), token: z.string().min(1).max(128) }))
    .max(MAX_LIBRARY_MINE),
});

/** The body of `POST /api/library/check`. */
const CheckRequest = z.strictObject({
  system: z.string().min(1).max(40),
  kind: z.enum(["cards", "deck", "scenario"]).optional(),
  pack: z.record(z.string(), z.unknown()),
});

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const fail = (reply: FastifyReply, status: number, error: string) =>
  reply.code(status).send({ error });

/** An item as `POST /api/library/mine` lists it. */
function summaryOf(item: LibraryHead, grant: "edit" | "read") {
  return {
    id: item.id,
    system: item.system,
    kind: item.kind,
    title: item.title,
    mayEdit: grant === "edit",
    updatedAt: item.updatedAt,
    cards: item.cards,
  };
}

/**
 * Registers the library routes on `app`, over `store`. `check` runs the packs' parsing and
 * checking (the server: on its upload worker, off the event loop; default: in this thread).
 */
export function libraryRoutes(
  app: FastifyInstance,
  store: TableStore,
  allow: LibraryAllowances = {},
  check: LibraryChecker = checkLibraryInThread,
): void {
  const itemsPerMinute = allow.itemsPerMinute ?? LIBRARY_ITEMS_PER_MINUTE;
  const checksPerMinute = allow.checksPerMinute ?? LIBRARY_CHECKS_PER_MINUTE;
  const makers = new AddressAllowance(itemsPerMinute);
  const checkers = new AddressAllowance(checksPerMinute);
  const tooMany = (reply: FastifyReply, what: string, n: number) =>
    fail(reply, 429, `too many ${what} from this address: at most ${n} a minute`);

  /**
   * Runs a library job; null when it was refused (the refusal sent: the pack's, or 503 when
   * the worker cannot take it now).
   */
  async function run(reply: FastifyReply, job: LibraryJob): Promise<LibraryAnswer | null> {
    let answer: LibraryAnswer;
    try {
      answer = await check(job);
    } catch (err) {
      if (!(err instanceof BotPoolError)) throw err;
      fail(reply, 503, err.message.split("\n")[0]);
      return null;
    }
    if (!("refused" in answer)) return answer;
    const { status, error, problems } = answer.refused;
    reply.code(status).send(problems.length > 0 ? { error, problems } : { error });
    return null;
  }

  /** A body's pack accepted on the worker, or null (refused and answered). */
  async function accepted(reply: FastifyReply, body: unknown): Promise<AcceptedPack | null> {
    const parsed = LibraryBody.safeParse(body);
    if (!parsed.success) {
      fail(reply, 400, issueLine(parsed.error.issues));
      return null;
    }
    const answer = await run(reply, { op: "accept", body: parsed.data });
    return answer !== null && "accepted" in answer ? answer.accepted : null;
  }

  /** The item a request names and what its token opens (404 alike for no item and no grant). */
  async function opened(
    req: IdRequest,
    reply: FastifyReply,
  ): Promise<{ item: StoredLibraryItem; grant: "edit" | "read"; token: string } | null> {
    const token = req.headers[TOKEN_HEADER];
    if (typeof token !== "string" || token.length === 0 || token.length > 128) {
      fail(reply, 400, `${TOKEN_HEADER}: expected the item's read or edit token (a header)`);
      return null;
    }
    const id = req.params.id;
    const item = id.length > 64 ? null : await store.getLibraryItem(id);
    const grant = item === null ? null : grantOf(item, token);
    if (item === null || grant === null) {
      // Whether the id exists is not told to a caller without its token.
      fail(reply, 404, `no library item ${JSON.stringify(echo(id))} for this token`);
      return null;
    }
    return { item, grant, token };
  }

  app.post("/api/library", async (req, reply) => {
    if (!makers.take(req.ip)) return tooMany(reply, "library items made", itemsPerMinute);
    const ok = await accepted(reply, req.body);
    if (ok === null) return reply;
    const editToken = newToken();
    const readToken = readTokenOf(editToken);
    const now = Date.now();
    const id = newTableId();
    await store.createLibraryItem({
      id,
      system: ok.system,
      kind: ok.kind,
      title: ok.title,
      pack: ok.text,
      editTokenHash: hashToken(editToken),
      readTokenHash: hashToken(readToken),
      createdAt: now,
      updatedAt: now,
      bytes: ok.bytes,
      cards: ok.cards,
    });
    return reply.code(201).send({ id, editToken, readToken });
  });

  app.get("/api/library/:id", async (req: IdRequest, reply) => {
    const got = await opened(req, reply);
    if (got === null) return reply;
    const { item, grant } = got;
    return {
      id: item.id,
      system: item.system,
      kind: item.kind,
      title: item.title,
      pack: JSON.parse(item.pack),
      mayEdit: grant === "edit",
      // The editor may share what it edits: the read link, derived from the edit token.
      ...(grant === "edit" ? { readToken: readTokenOf(got.token) } : {}),
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
    };
  });

  app.get("/api/library/:id/yaml", async (req: IdRequest, reply) => {
    const got = await opened(req, reply);
    if (got === null) return reply;
    const { system, kind, pack } = got.item;
    const answer = await run(reply, { op: "yaml", system, kind, pack });
    if (answer === null) return reply;
    return reply
      .type("text/yaml; charset=utf-8")
      .header("content-disposition", `attachment; filename="${got.item.id}.yaml"`)
      .send("yaml" in answer ? answer.yaml : "");
  });

  app.put("/api/library/:id", async (req: IdRequest, reply) => {
    const got = await opened(req, reply);
    if (got === null) return reply;
    if (got.grant !== "edit")
      return fail(
        reply,
        403,
        `${TOKEN_HEADER}: a read token cannot change the item: its edit link can`,
      );
    if (!checkers.take(req.ip)) return tooMany(reply, "packs checked", checksPerMinute);
    const ok = await accepted(reply, req.body);
    if (ok === null) return reply;
    // Never earlier than it was: two saves in one millisecond still read as in order.
    const updatedAt = Math.max(Date.now(), got.item.updatedAt + 1);
    const changed = await store.updateLibraryItem(got.item.id, {
      system: ok.system,
      kind: ok.kind,
      title: ok.title,
      pack: ok.text,
      bytes: ok.bytes,
      cards: ok.cards,
      updatedAt,
    });
    if (!changed)
      return fail(
        reply,
        404,
        `no library item ${JSON.stringify(echo(got.item.id))} for this token`,
      );
    return { updatedAt };
  });

  app.delete("/api/library/:id", async (req: IdRequest, reply) => {
    const got = await opened(req, reply);
    if (got === null) return reply;
    if (got.grant !== "edit")
      return fail(
        reply,
        403,
        `${TOKEN_HEADER}: a read token cannot delete the item: its edit link can`,
      );
    await store.deleteLibraryItem(got.item.id);
    return reply.code(204).send();
  });

  app.post("/api/library/mine", async (req, reply) => {
    const parsed = MineRequest.safeParse(req.body);
    if (!parsed.success) return fail(reply, 400, issueLine(parsed.error.issues));
    const refs = parsed.data.items;
    const items = await store.getLibraryHeads([...new Set(refs.map((r) => r.id))]);
    const byId = new Map(items.map((i) => [i.id, i]));
    const answer = new Map<string, ReturnType<typeof summaryOf>>();
    // A reference that opens nothing (unknown id, wrong token) adds nothing, and is not named.
    for (const ref of refs) {
      const item = byId.get(ref.id);
      const grant = item === undefined ? null : grantOf(item, ref.token);
      if (item === undefined || grant === null) continue;
      const before = answer.get(item.id);
      if (before === undefined || (grant === "edit" && !before.mayEdit))
        answer.set(item.id, summaryOf(item, grant));
    }
    return { items: [...answer.values()].sort((a, b) => b.updatedAt - a.updatedAt) };
  });

  app.post("/api/library/check", async (req, reply) => {
    if (!checkers.take(req.ip)) return tooMany(reply, "packs checked", checksPerMinute);
    const parsed = CheckRequest.safeParse(req.body);
    if (!parsed.success) return fail(reply, 400, issueLine(parsed.error.issues));
    const answer = await run(reply, { op: "check", ...parsed.data });
    if (answer === null) return reply;
    return { problems: "problems" in answer ? answer.problems : [] };
  });
}
