// Remix's default entry, always whole (onAllReady): the pages are static files and nothing streams.
import type { EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";

const ABORT_DELAY = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />,
      {
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError: reject,
        // Called only before onAllReady (a render error): the page is answered as failed.
        onError() {
          status = 500;
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

// For the build (scripts/build/prerender.mjs).
export { catalogueData as staticFiles, productPagePaths as prerenderPaths } from "./lib/catalogue.server";
