/** A route module's clientLoader / clientAction called directly: the Request, and the args Remix would pass. */
export function formRequest(url: string, fields: Record<string, string>): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(new URL(url, "http://localhost").href, { method: "POST", body });
}

export function getRequest(url: string, signal?: AbortSignal): Request {
  return new Request(new URL(url, "http://localhost").href, { signal });
}

/** Arguments for clientAction/clientLoader; they never call serverAction/serverLoader (no server runs). */
export function routeArgs(request: Request, params: Record<string, string> = {}) {
  const never = () => Promise.reject(new Error("no server runs"));
  return { request, params, context: {}, serverAction: never, serverLoader: never } as never;
}
