import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DYNAMIC_PAGE_POLICY,
  hashSource,
  headerPolicy,
  parsePolicy,
  readPolicies,
  writeCsp,
} from "../scripts/build/csp.mjs";
import { createHandler } from "../scripts/serve.mjs";

/** A client build: the home page, the top-level 404 page, and a product route's folder (its pages and its own 404). */
async function clientBuild(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "serve-"));
  const file = (path: string, script: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(
      join(dir, path),
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="filled in by scripts/build/csp.mjs"/></head><body><script>${script}</script></body></html>`,
    );
  };
  file("index.html", "home()");
  file("404.html", "missing()");
  file("shop/index.html", "shop()");
  file("shop/404.html", "noSuchProduct()");
  file("shop/usb-cable/index.html", "product(1)");
  file("shop/phone-case/index.html", "product(2)");
  await writeCsp(dir);
  // The build's brotli copy of the product route's 404 page (precompress.mjs), served when accepted.
  writeFileSync(join(dir, "shop/404.html.br"), brotliCompressSync(readFileSync(join(dir, "shop/404.html"))));
  return dir;
}

describe("npm start (serve.mjs createHandler) answers each path with its own file or its nearest 404 page", () => {
  let dir: string;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    dir = await clientBuild();
    const handler = createHandler(dir);
    server = createServer((req, res) =>
      handler(req, res, () => {
        res.statusCode = 404;
        res.end("Not found");
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

  const scriptsOf = (csp: string | undefined) => parsePolicy(csp!)["script-src"];

  /** A response as sent, its body not decoded. */
  const get = (path: string, encoding = "") =>
    new Promise<{ status: number; headers: Record<string, string | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request(url + path, { headers: { "accept-encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers as Record<string, string | undefined>,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on("error", reject);
      req.end();
    });

  it("an unknown product (/shop/<slug>) gets shop/404.html, status 404, with that page's own policy", async () => {
    const policy = headerPolicy(readPolicies(dir).get("shop/404.html")!, { production: false });
    for (const path of ["/shop/no-such-product", "/shop/no-such-product/", "/shop/a/b"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers["content-type"], path).toMatch(/^text\/html/);
      expect(response.headers["cache-control"], path).toBe("no-cache");
      expect(response.headers["content-security-policy"], path).toBe(policy);
      expect(response.body.toString(), path).toContain("noSuchProduct()");
    }
    expect(scriptsOf(policy)).toEqual(["'self'", hashSource("noSuchProduct()")]);
    // Its brotli copy too, when the browser takes it.
    const br = await get("/shop/gone", "br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toContain("noSuchProduct()");
  });

  it("any other unknown path gets the top-level 404.html; a missing file with an extension a plain 404", async () => {
    for (const path of ["/contact", "/Shop/gone", "/shopping/gone"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(scriptsOf(response.headers["content-security-policy"]), path).toEqual(["'self'", hashSource("missing()")]);
      expect(response.body.toString(), path).toContain("missing()");
    }
    const file = await get("/shop/gone.js");
    expect(file.status).toBe(404);
    expect(file.body.toString()).toBe("Not found");
  });

  it("a product page is its own file with the folder's header policy; its hashes are in its <meta>", async () => {
    for (const [path, script] of [
      ["/shop/usb-cable", "product(1)"],
      ["/shop/phone-case/", "product(2)"],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers["cache-control"], path).toBe("no-cache");
      expect(response.headers["content-security-policy"], path).toBe(
        headerPolicy(DYNAMIC_PAGE_POLICY, { production: false }),
      );
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(response.body.toString());
      expect(parsePolicy(meta![1]!)["script-src"], path).toEqual(["'self'", hashSource(script)]);
    }
    // The listing is a fixed page: its whole policy in the header.
    expect(scriptsOf((await get("/shop")).headers["content-security-policy"])).toEqual([
      "'self'",
      hashSource("shop()"),
    ]);
  });
});
