/**
 * Compressed JSON answers: a JSON answer over 1 KB goes brotli- or gzip-compressed to a client
 * that accepts it (the replay viewer's `POST /api/replays/steps` for a whole game is ~0.7 MB of
 * JSON, a tenth of that compressed). Answers that are already encoded (the browser table's
 * pre-gzipped files) and everything else pass as they are. No answer mixes a secret with text a
 * third party could make a browser send: tokens travel in headers and bodies, never cookies, so
 * compressing does not open a BREACH-style guess.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance } from "fastify";

/** Answers smaller than this are sent as they are: compressing them saves nothing worth it. */
export const COMPRESS_MIN_BYTES = 1024;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Which encoding a request's `accept-encoding` allows, brotli first (q=0 refuses one). */
export function pickEncoding(accept: string | undefined): "br" | "gzip" | null {
  const allowed = new Set<string>();
  for (const part of (accept ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (q === undefined || Number(q) > 0) allowed.add(name.trim());
  }
  if (allowed.has("br")) return "br";
  if (allowed.has("gzip")) return "gzip";
  return null;
}

/** Registers the hook that compresses large JSON answers. */
export function compressAnswers(app: FastifyInstance): void {
  app.addHook("onSend", async (req, reply, payload: unknown) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader("content-encoding")) return payload;
    if (!/^application\/json\b/.test(String(reply.getHeader("content-type") ?? ""))) return payload;
    const body = typeof payload === "string" ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_MIN_BYTES) return payload;
    reply.header("vary", "accept-encoding");
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    if (encoding === null) return payload;
    // Brotli at quality 5: most of its gain at a fraction of the default's (11) time.
    const out =
      encoding === "br"
        ? await br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : await gz(body, { level: 6 });
    reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    return out;
  });
}
