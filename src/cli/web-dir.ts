/**
 * Where `kassen serve` finds the browser table when it was built ahead of time. An installed
 * package (npm install kassen) ships the client built when it was packed (dist/web/, see
 * scripts/pack-build.mjs) and has neither web/'s sources nor Vite: its launcher names that
 * folder here and the server serves it as it is. A clone leaves it unset, and the server builds
 * the client from the sources when they changed (scripts/web-build.mjs). Kept apart from
 * serve-command.ts so that setting it loads none of the server.
 */

let dir: string | null = null;

/** The prebuilt client's folder, when the launcher named one. */
export function prebuiltWebDir(): string | null {
  return dir;
}

/** Serves the client built in `folder` (its index.html and assets/) instead of building one. */
export function setWebDir(folder: string): void {
  dir = folder;
}
