/**
 * The table server as a fastify app: health, the table API, one WebSocket per seat. Built from
 * a store and a bot decider so tests and `kassen serve` assemble the same thing.
 */

import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { echo, MAX_FILE_BYTES } from "../shared/limits.ts";
import type { Preparer } from "./build/prepare-job.ts";
import { type BuildAllowances, buildRoutes } from "./http/build-routes.ts";
import { cardsRoute } from "./http/cards-route.ts";
import { compressAnswers } from "./http/compress-answers.ts";
import { contentRoute } from "./http/content-route.ts";
import { safeErrorAnswers } from "./http/error-answers.ts";
import { geoMapRoutes } from "./http/geo-map-routes.ts";
import { jsonBodies } from "./http/json-body.ts";
import { type LibraryAllowances, libraryRoutes } from "./http/library-routes.ts";
import { myTablesRoute } from "./http/my-tables-route.ts";
import { oddsRoutes } from "./http/odds-routes.ts";
import { replayRoutes } from "./http/replay-routes.ts";
import { scenarioRoutes } from "./http/scenario-routes.ts";
import { systemRoutes } from "./http/system-routes.ts";
import { tableRoutes } from "./http/table-routes.ts";
import { webRoutes } from "./http/web-routes.ts";
import type { LibraryChecker } from "./library/library-job.ts";
import { MAX_CLIENT_MESSAGE_BYTES } from "./protocol/client-messages.ts";
import type { TableStore } from "./store/types.ts";
import { type BotDecider, TableHub } from "./table/hub.ts";
import { parseInThread, type UploadParser } from "./upload-parser.ts";
import { serveSocket } from "./ws/seat-socket.ts";
import { socketErrorHandler } from "./ws/socket-errors.ts";

/** How often sockets are pinged; one that has not answered the last ping by the next is dropped. */
export const HEARTBEAT_MS = 30_000;

/** What the app is built from. */
export interface AppParts {
  store: TableStore;
  decide: BotDecider;
  logger?: FastifyServerOptions["logger"];
  /** Tables one address may make a minute (default 30; 0: no limit). */
  tablesPerMinute?: number;
  /** Library items made and packs checked per address a minute (docs/limits.md; 0: no limit). */
  library?: LibraryAllowances;
  /** How library packs are parsed and checked (default: in this thread; the server: a worker). */
  checkLibrary?: LibraryChecker;
  /** Ping interval (default HEARTBEAT_MS; tests shorten it). */
  heartbeatMs?: number;
  /** A build of the browser table to serve (scripts/web-build.mjs); absent: the API only. */
  webDir?: string;
  /** How uploaded scenarios are parsed (default: in this thread; the server: its bot workers). */
  parseUpload?: UploadParser;
  /** Sims and tunes of prepared battles per address a minute (docs/limits.md; 0: no limit). */
  build?: BuildAllowances;
  /** How prepared battles are checked (default: in this thread; the server: its upload worker). */
  prepare?: Preparer;
}

/** Builds the server (not yet listening). Closing it drains tables and closes the store. */
export async function buildApp(parts: AppParts): Promise<{ app: FastifyInstance; hub: TableHub }> {
  // Loaded here, not at the top: the CLI is one bundle, and every other command would load
  // the web framework at start for nothing.
  const { default: Fastify } = await import("fastify");
  const { default: websocket } = await import("@fastify/websocket");
  const app = Fastify({
    logger: parts.logger ?? false,
    // A scenario upload is the largest body there is.
    bodyLimit: MAX_FILE_BYTES + 16 * 1024,
  });
  const onError = (err: unknown, where: string) => app.log.error({ err, where }, "table error");
  const hub = new TableHub(parts.store, parts.decide, onError);

  app.setErrorHandler(
    (err: { statusCode?: number; message: string; code?: string }, _req, reply) => {
      const status = err.statusCode ?? 500;
      if (status >= 500) app.log.error(err);
      // fastify's words quote the request's content-type header: say what is expected instead.
      const line =
        err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
          ? "content-type: expected application/json"
          : err.message;
      reply.code(status).send({ error: status >= 500 ? "server error" : line });
    },
  );
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ error: `no such route: ${req.method} ${echo(req.url.split("?")[0])}` });
  });
  jsonBodies(app);
  safeErrorAnswers(app);
  compressAnswers(app);

  await app.register(websocket, {
    // Larger than a client may send: an oversized message gets an error, not a dropped socket.
    options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES * 4 },
    // An oversized frame or bad UTF-8 is a stranger's doing: info, not the error log.
    errorHandler: socketErrorHandler,
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(1001, "server shutting down");
      done();
    },
  });
  // A socket whose peer vanished without closing (a laptop lid, a dropped network) answers no
  // ping: it is terminated, so its table stops rendering views for nobody.
  const alive = new WeakSet<object>();
  const beat = setInterval(() => {
    for (const ws of app.websocketServer.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, parts.heartbeatMs ?? HEARTBEAT_MS);
  beat.unref();
  app.addHook("onClose", async () => clearInterval(beat));
  app.get("/health", async () => ({ ok: true, db: parts.store.kind, tables: hub.held }));
  const parseUpload = parts.parseUpload ?? parseInThread;
  tableRoutes(app, hub, parts.tablesPerMinute, parseUpload);
  myTablesRoute(app, hub);
  libraryRoutes(app, parts.store, parts.library, parts.checkLibrary);
  systemRoutes(app);
  replayRoutes(app);
  scenarioRoutes(app, parseUpload);
  geoMapRoutes(app);
  oddsRoutes(app);
  cardsRoute(app);
  contentRoute(app);
  buildRoutes(app, { parseUpload, prepare: parts.prepare }, parts.build);
  if (parts.webDir !== undefined) webRoutes(app, parts.webDir);
  app.get("/api/tables/:id/ws", { websocket: true }, (socket, req: { params: unknown }) => {
    alive.add(socket);
    socket.on("pong", () => alive.add(socket));
    serveSocket(hub, (req.params as { id: string }).id, socket, onError);
  });
  app.addHook("onClose", async () => {
    await hub.drain();
    await parts.store.close();
  });
  await parts.store.listen(
    (n) => hub.notice(n),
    () => hub.resync(),
  );
  await parts.store.listenTalk((n) => hub.talkNotice(n));
  return { app, hub };
}
