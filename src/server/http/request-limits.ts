/**
 * What the HTTP routes share to refuse a request in one line: the first problem zod found, and
 * an allowance per client address for work that costs the server (tables made, replay steps).
 */
import { echo } from "../../shared/limits.ts";
import { escapeControls } from "../../shared/safe-text.ts";
import { FloodGuard } from "../ws/flood-guard.ts";

/**
 * The first zod issue as "<path>: <what>" ("body" for the body itself). A key of the request
 * in the path, and zod's words quoting keys ("Unrecognized key: …"), are cut short.
 */
export function issueLine(
  issues: { path: PropertyKey[]; message: string; code?: string; keys?: string[] }[],
): string {
  const i = issues[0];
  const path =
    i.path.length === 0 ? "body" : escapeControls(i.path.map((p) => echo(String(p), 40)).join("."));
  const what =
    i.code === "unrecognized_keys" && i.keys !== undefined
      ? `unexpected key ${JSON.stringify(echo(i.keys[0] ?? "", 40))}`
      : i.message;
  return `${path}: ${what}`;
}

/** Addresses remembered before the table is emptied (one host cannot grow it without bound). */
const MAX_ADDRESSES = 10_000;

/**
 * A token bucket per client address: `perMinute` units a minute, as a burst of as many;
 * 0: no limit.
 */
export class AddressAllowance {
  private readonly guards = new Map<string, FloodGuard>();

  constructor(private readonly perMinute: number) {}

  /** Takes `n` units for `address`; false when it is over its allowance. */
  take(address: string, n = 1): boolean {
    if (this.perMinute <= 0) return true;
    let guard = this.guards.get(address);
    if (guard === undefined) {
      if (this.guards.size > MAX_ADDRESSES) this.guards.clear();
      guard = new FloodGuard(this.perMinute, this.perMinute / 60);
      this.guards.set(address, guard);
    }
    return guard.take(n);
  }
}
