/**
 * Which script a bot worker thread starts. From source it is worker-boot.mjs, which registers
 * tsx first; the launcher's bundle points it at its own prebuilt dist/bot-worker.mjs (see
 * scripts/bundle.mjs), which starts in a fraction of the time. Kept apart from the pool so that
 * setting it loads none of the bot code.
 */

let workerUrl: URL = new URL("./worker-boot.mjs", import.meta.url);

/** The script bot workers run. */
export function botWorkerUrl(): URL {
  return workerUrl;
}

/** Points bot workers at another script (the bundled worker); pools made later use it. */
export function setBotWorkerUrl(url: URL): void {
  workerUrl = url;
}
