/**
 * Helpers for calling a route module's clientLoader / clientAction directly,
 * without a browser or router: build the Request, pass the args object Remix
 * would pass.
 */
export function formRequest(url: string, fields: Record<string, string | string[]>): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  }
  return new Request(new URL(url, "http://localhost").href, { method: "POST", body });
}

export function getRequest(url: string): Request {
  return new Request(new URL(url, "http://localhost").href);
}

/** Arguments for clientAction/clientLoader; serverAction/serverLoader are never used in SPA mode. */
export function routeArgs(request: Request, params: Record<string, string> = {}) {
  const never = () => Promise.reject(new Error("no server in SPA mode"));
  return { request, params, context: {}, serverAction: never, serverLoader: never } as never;
}
