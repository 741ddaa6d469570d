/**
 * The browser table's files: a build of web/ (scripts/web-build.mjs), read into memory once with
 * a gzip copy of each text file, served at `/assets/…`; the client's page answers `/`, the
 * table links `/t/<id>`, `/replay`, `/library`, `/build[/<system>[/<id>]]` and `/prepare[/<system>[/<id>]]`. Only files of the
 * build are served — a request names a key of that map, never a path on disk.
 */
import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { echo } from "../../shared/limits.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".woff2": "font/woff2",
};

/** One file of the build. */
interface WebFile {
  type: string;
  body: Buffer;
  gzip: Buffer | null;
}

/** Every file under `dir`, keyed by its URL path (`/assets/index-abc.js`). */
function readBuild(dir: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else {
        const type = TYPES[extname(e.name)] ?? "application/octet-stream";
        const body = readFileSync(p);
        const text = /^(text|image\/svg|application\/json)/.test(type);
        files.set(`/${relative(dir, p).split(sep).join("/")}`, {
          type,
          body,
          gzip: text && body.length > 1024 ? gzipSync(body, { level: 9 }) : null,
        });
      }
    }
  };
  walk(dir);
  return files;
}

/**
 * What a page of ours may load: only this server's scripts, styles and sockets. A script
 * injected through a card's or a player's text would not run.
 */
const CSP =
  "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

function send(req: FastifyRequest, reply: FastifyReply, file: WebFile, cache: string) {
  reply.header("content-type", file.type).header("cache-control", cache);
  reply.header("x-content-type-options", "nosniff").header("referrer-policy", "no-referrer");
  if (file.type.startsWith("text/html")) reply.header("content-security-policy", CSP);
  const gz = file.gzip !== null && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  if (file.gzip !== null) reply.header("vary", "accept-encoding");
  if (gz) reply.header("content-encoding", "gzip");
  return reply.send(gz ? file.gzip : file.body);
}

/** Registers the client's routes over the build in `dir`. */
export function webRoutes(app: FastifyInstance, dir: string): void {
  const files = readBuild(dir);
  const index = files.get("/index.html");
  if (index === undefined) throw new Error(`web build ${dir}: no index.html`);
  const page = (req: FastifyRequest, reply: FastifyReply) => send(req, reply, index, "no-cache");
  app.get("/", page);
  app.get("/t/:id", page);
  app.get("/replay", page);
  app.get("/library", page);
  app.get("/build", page);
  app.get("/build/:system", page);
  app.get("/build/:system/:id", page);
  app.get("/prepare", page);
  app.get("/prepare/:system", page);
  app.get("/prepare/:system/:id", page);
  app.get("/assets/*", (req, reply) => {
    const file = files.get(req.url.split("?")[0]);
    if (file === undefined)
      return reply.code(404).send({ error: `no such file: ${echo(req.url.split("?")[0])}` });
    // Built names carry a hash of their content: they never change, so they are cached for good.
    return send(req, reply, file, "public, max-age=31536000, immutable");
  });
}
