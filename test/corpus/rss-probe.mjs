// Preloaded (node --import) into a CLI child by the corpus test: at exit it writes the process's
// peak resident set size in kilobytes (worker threads included) to file descriptor 3, so the test
// can bound each command's memory without touching its stdout or stderr.
import { writeSync } from "node:fs";
import { isMainThread } from "node:worker_threads";

// Preloads run in worker threads too; the main thread's figure already counts theirs.
if (isMainThread)
  process.on("exit", () => {
    try {
      writeSync(3, `${process.resourceUsage().maxRSS}\n`);
    } catch {
      // No fd 3 (run by hand): nothing to report to.
    }
  });
