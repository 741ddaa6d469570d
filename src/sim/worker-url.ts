/**
 * Which script a simulation worker thread starts. From source it is worker-boot.mjs, which
 * registers tsx first; the launcher's bundle points it at its own prebuilt worker instead, so a
 * worker starts in a fraction of a second rather than loading ~250 modules through tsx's hooks.
 * Kept apart from run-sim.ts so that setting it loads none of the simulation code.
 */

let workerUrl: URL = new URL("./worker-boot.mjs", import.meta.url);

/** The script simulation workers run. */
export function simWorkerUrl(): URL {
  return workerUrl;
}

/** Points simulation workers at another script (the bundled worker). */
export function setSimWorkerUrl(url: URL): void {
  workerUrl = url;
}
