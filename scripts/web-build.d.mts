/** Types of scripts/web-build.mjs for the TypeScript that imports it (tests, the bench). */

/** What the browser table is built from, as a short hash. */
export function webStamp(root: string): string;
/** The folder of a build of web/ as the sources are now (built first when stale). */
export function freshWeb(root: string): Promise<string>;
