/**
 * Deploys while a page is open: a static host whose files can be swapped (or switched off), and the "next
 * build" an atomic deploy would publish. The next build is the test's build copied, every hashed /assets/*
 * file renamed and every reference to it rewritten (HTML, JS, CSS, sw.js), the CSP recomputed and the
 * offline page's revision in sw.js updated: the old files are gone from the host, as after any deploy.
 */
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { writeCsp } from "../../../scripts/build/csp.mjs";
import { OFFLINE_FILE } from "../../../scripts/build/service-worker.mjs";
import { createHandler } from "../../../scripts/serve.mjs";
import { BUILD_CLIENT } from "./perf";

const TEXT = new Set([".html", ".js", ".css", ".json", ".webmanifest"]);

/** Every file under `dir`, relative. */
const filesOf = (dir: string) => readdirSync(dir, { recursive: true, encoding: "utf8" });

/** A copy of `from` as the next deploy: its assets under new names (`-next` before the extension). */
export async function nextBuild(from = BUILD_CLIENT): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "next-build-"));
  cpSync(from, dir, { recursive: true });
  // Precompressed copies would still say the old names: the host serves the plain files.
  for (const file of filesOf(dir)) if (/\.(br|gz)$/.test(file)) rmSync(join(dir, file));
  const assets = readdirSync(join(dir, "assets"));
  const renamed = (name: string) => name.replace(/(\.[a-z]+)$/, "-next$1");
  for (const name of assets) renameSync(join(dir, "assets", name), join(dir, "assets", renamed(name)));
  const names = assets.sort((a, b) => b.length - a.length).map((n) => n.replace(/[.$]/g, "\\$&"));
  const reference = new RegExp(`(?<=/)(${names.join("|")})(?![\\w.-])`, "g");
  for (const file of filesOf(dir).filter((f) => TEXT.has(extname(f)))) {
    const path = join(dir, file);
    writeFileSync(path, readFileSync(path, "utf8").replace(reference, renamed));
  }
  // The inline scripts name the assets too: their hashes in each page's policy, as the build writes them.
  await writeCsp(dir);
  const offline = createHash("md5")
    .update(readFileSync(join(dir, OFFLINE_FILE)))
    .digest("hex");
  const sw = join(dir, "sw.js");
  writeFileSync(
    sw,
    readFileSync(sw, "utf8").replace(/(\{url:"offline\/index\.html",revision:")[\da-f]+(")/, `$1${offline}$2`),
  );
  return dir;
}

/** A static host on a free port, serving `root` as `npm start` does (scripts/serve.mjs). */
export async function startHost(root = BUILD_CLIENT) {
  let handler: ReturnType<typeof createHandler> | null = createHandler(root);
  const server: Server = createServer((req, res) => {
    if (!handler) return void req.socket.destroy();
    handler(req, res, () => {
      res.statusCode = 404;
      res.end("Not found");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Serves `next` from now on (an atomic deploy). */
    deploy: (next: string) => void (handler = createHandler(next)),
    /** No answer at all (the host down, the phone offline for this host) until the next deploy. */
    down: () => void (handler = null),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type Host = Awaited<ReturnType<typeof startHost>>;

/** Whether the page runs the next build (its stylesheets are the renamed ones). */
export const onNextBuild = (page: import("@playwright/test").Page) =>
  page.evaluate(() => !!document.querySelector('link[rel="stylesheet"][href*="-next."]'));
