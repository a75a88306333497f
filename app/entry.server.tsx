/**
 * Renders the HTML the build writes (SPA mode: the server never runs in
 * production; `remix vite:dev` uses it too). Remix's default, plus the page's
 * first paint (first-paint.tsx), loaded before rendering, and always the whole
 * document at once (onAllReady): the files are static, nothing streams.
 */
import type { EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { PRODUCTS } from "~/data/products";
import { FIRST_PAINT_PATHS, FirstPaintProvider, loadFirstPaint, NEUTRAL_SHELL_PATH } from "~/first-paint";
import { productPath } from "~/lib/slug";

const ABORT_DELAY = 5_000;

/**
 * What the build prerenders (scripts/build/route-html.mjs reads these exports): a page for each
 * path, every product's too; the neutral shell at its path; and the 404 page at any other.
 */
export const prerenderPaths: readonly string[] = [...FIRST_PAINT_PATHS, ...PRODUCTS.map(productPath)];
export const neutralShellPath = NEUTRAL_SHELL_PATH;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const page = await loadFirstPaint(new URL(request.url).pathname);
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <FirstPaintProvider page={page}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
      </FirstPaintProvider>,
      {
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Errors before the shell is ready reject, and Remix logs them.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
