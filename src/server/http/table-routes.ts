/**
 * The HTTP JSON API: create a table (the answer carries each seat's secret link, once), inspect
 * a table (public facts only: never a seed or a token), and export a finished table's replay to
 * anyone holding one of its links. No route lists tables (see my-tables-route.ts). Every refusal is `{ "error": one line }`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LANGS, type Lang, makeReplay } from "../../engine/index.ts";
import { echo } from "../../shared/limits.ts";
import { CarryError, carryFrom, carryPreview } from "../carry-from.ts";
import { CreateTableRequest, createTable, requestedSystem } from "../create-table.ts";
import { seatItems } from "../library/seat-items.ts";
import { publicTable } from "../public-table.ts";
import type { TableHub } from "../table/hub.ts";
import { hashToken } from "../tokens.ts";
import { parseInThread, type UploadParser, uploadFailure } from "../upload-parser.ts";
import { AddressAllowance, issueLine } from "./request-limits.ts";

const fail = (reply: FastifyReply, status: number, error: string) =>
  reply.code(status).send({ error });

/** Tables one address may make a minute by default (and at once, as a burst). */
export const CREATES_PER_MINUTE = 30;

/**
 * Registers the table routes. `perMinute`: tables one address may make a minute, after a burst
 * of as many; 0: no limit (an operator's own scripts, the bench).
 */
export function tableRoutes(
  app: FastifyInstance,
  hub: TableHub,
  perMinute = CREATES_PER_MINUTE,
  parseUpload: UploadParser = parseInThread,
): void {
  // Each table is rows on disk: one address filling the database is refused, not served.
  const creators = new AddressAllowance(perMinute);
  app.post("/api/tables", async (req, reply) => {
    if (!creators.take(req.ip))
      return fail(
        reply,
        429,
        `too many tables made from this address: at most ${perMinute} a minute`,
      );
    const parsed = CreateTableRequest.safeParse(req.body);
    if (!parsed.success) return fail(reply, 400, issueLine(parsed.error.issues));
    let created: ReturnType<typeof createTable>;
    try {
      // Parsed off the event loop (a worker): an upload may take it seconds. The request's own
      // refusals come first, as createTable gives them (an unknown system, a mode beside it).
      const { scenario: text, system, mode } = parsed.data;
      requestedSystem(system);
      const uploaded =
        text === undefined || mode !== undefined || parsed.data.library !== undefined
          ? undefined
          : await parseUpload({ system, text });
      // Library decks: loaded here (the store is async), checked with the rest in createTable.
      const items = await seatItems(hub.store, parsed.data.library);
      created = createTable(
        parsed.data,
        Date.now(),
        await carryFrom(hub, parsed.data),
        uploaded,
        items,
      );
    } catch (e) {
      if (e instanceof CarryError) return fail(reply, e.status, e.message);
      const failure = uploadFailure(e);
      if (failure !== null) return fail(reply, failure.status, failure.error);
      throw e;
    }
    await hub.store.createTable(created.table);
    // A table whose first decision is a bot's starts now, not when someone first connects.
    if (created.table.seats.some((x) => x.kind === "bot")) await hub.table(created.table.id);
    const origin = `${req.protocol}://${req.host}`;
    // The token rides in the fragment: browsers never send it, so no log or proxy sees it.
    const link = (token: string) => `${origin}/t/${created.table.id}#${token}`;
    return reply.code(201).send({
      id: created.table.id,
      title: created.table.title,
      system: created.table.system,
      seats: created.table.seats.map((s) => ({
        seat: s.seat,
        kind: s.kind,
        bot: s.bot,
        lang: s.lang,
        ...(created.tokens[s.seat] === undefined
          ? {}
          : { token: created.tokens[s.seat], link: link(created.tokens[s.seat]) }),
      })),
      spectator: { token: created.spectatorToken, link: link(created.spectatorToken) },
    });
  });

  // Nobody lists other people's tables: a caller asks about the links it holds (my-tables-route.ts).
  app.get("/api/tables", async (_req, reply) =>
    fail(
      reply,
      403,
      "tables: the server lists no one's tables; POST /api/tables/mine with your links' tokens (operators: kassen tables list)",
    ),
  );

  app.get("/api/tables/:id", async (req: FastifyRequest<{ Params: { id: string } }>, reply) => {
    const t = await hub.store.getTable(req.params.id);
    if (t === null) return fail(reply, 404, `no table ${JSON.stringify(echo(req.params.id))}`);
    return publicTable(t);
  });

  app.get(
    "/api/tables/:id/carry",
    async (
      req: FastifyRequest<{ Params: { id: string }; Querystring: { lang?: string } }>,
      reply,
    ) => {
      const lang = req.query.lang ?? "en";
      if (!(LANGS as readonly string[]).includes(lang))
        return fail(
          reply,
          400,
          `lang: expected ${LANGS.join(", ")}, got ${JSON.stringify(lang.slice(0, 20))}`,
        );
      const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? "")?.[1];
      if (token === undefined)
        return fail(
          reply,
          403,
          "authorization: a Bearer token of one of this table's links is needed",
        );
      try {
        return { text: await carryPreview(hub, req.params.id, token, lang as Lang) };
      } catch (e) {
        if (e instanceof CarryError) return fail(reply, e.status, e.message);
        throw e;
      }
    },
  );

  app.get(
    "/api/tables/:id/replay",
    async (req: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const t = await hub.store.getTable(req.params.id);
      if (t === null) return fail(reply, 404, `no table ${JSON.stringify(echo(req.params.id))}`);
      const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? "")?.[1];
      const grant = token === undefined ? null : await hub.store.findToken(hashToken(token));
      if (grant === null || grant.tableId !== t.id)
        return fail(
          reply,
          403,
          "authorization: a Bearer token of one of this table's links is needed",
        );
      // A replay holds the seed and every hidden card: it is for a battle that can no longer
      // change — over (a result stands: no take-back reopens it), as the battle itself says.
      const going = () =>
        fail(reply, 409, "the battle is still going: its replay would show hidden cards");
      if (t.status === "open") return going();
      const live = await hub.table(t.id);
      if (live === null) return fail(reply, 404, `no table ${JSON.stringify(echo(req.params.id))}`);
      const replay = await live.run(() =>
        live.battle.result === null ? null : makeReplay(live.replayBattle(), live.init),
      );
      return replay === null ? going() : replay;
    },
  );
}
