/** Reading the HTTP API's answers: a refusal's one line (`{ "error" }`) becomes the thrown error. */

/** The JSON body of `res`, or an Error with the server's one line (or the status) on a refusal. */
export async function answerOf<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => ({}))) as { error?: string };
  if (!res.ok) throw new Error(body.error ?? `${res.status} ${res.statusText}`);
  return body as T;
}
