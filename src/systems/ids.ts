/**
 * The ids of the registered systems, without loading them: commands that only need to know
 * whether a word names a system (`kassen odds 2D6` vs `kassen odds vision …`) start faster when
 * they do not load every system's rules and content. A test keeps this list equal to the
 * registry's keys.
 */
export const SYSTEM_IDS: readonly string[] = ["vision", "geo-march", "magical-girl", "ygo-trpg"];
