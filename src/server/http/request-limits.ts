/**
 * What the HTTP routes share to refuse a request in one line: the first problem zod found, and
 * an allowance per client address for work that costs the server (tables made, replay steps).
 */
import { FloodGuard } from "../ws/flood-guard.ts";

/** The first zod issue as "<path>: <what>" ("body" for the body itself). */
export function issueLine(issues: { path: PropertyKey[]; message: string }[]): string {
  const i = issues[0];
  return `${i.path.length === 0 ? "body" : i.path.map(String).join(".")}: ${i.message}`;
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
