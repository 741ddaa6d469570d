/** How the table store fails: one line naming the database and what went wrong, never a trace. */
import { KassenError } from "../../engine/errors.ts";

/**
 * A store that cannot be opened or used as asked: a bad `--db`, an unreachable PostgreSQL, a
 * database whose migrations fail. The CLI prints its message as its one `kassen:` line.
 */
export class StoreError extends KassenError {}

/**
 * The readable part of a driver error. Node's connection errors can carry an empty message (an
 * AggregateError of one attempt per address): their code (ECONNREFUSED) or first inner error
 * says more. Only the first line is kept.
 */
export function reasonOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const inner = err instanceof AggregateError ? err.errors[0] : undefined;
  const code = (err as NodeJS.ErrnoException).code;
  const text =
    err.message !== ""
      ? err.message
      : inner instanceof Error && inner.message !== ""
        ? inner.message
        : (code ?? err.name);
  return text.split("\n")[0];
}
