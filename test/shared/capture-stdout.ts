/**
 * Capturing what an in-process command writes to stdout, for tests that run the CLI without a
 * child process.
 */

/**
 * Runs `fn` with stdout's text captured (appended to `sink.text`) and restored after. The test
 * runner reports to its parent through this process's stdout in binary chunks, and may do so
 * while `fn` awaits: those pass through, or whole test results are lost from the run's count.
 */
export async function captureStdout<T>(sink: { text: string }, fn: () => Promise<T>): Promise<T> {
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    if (typeof chunk !== "string")
      return (write as (c: Uint8Array, ...r: unknown[]) => boolean).call(
        process.stdout,
        chunk,
        ...rest,
      );
    sink.text += chunk;
    return true;
  }) as typeof process.stdout.write;
  try {
    return await fn();
  } finally {
    process.stdout.write = write;
  }
}
