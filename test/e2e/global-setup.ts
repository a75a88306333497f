import { execSync } from "node:child_process";
import type { Server } from "node:http";
import type { TestProject } from "vitest/node";
import { startServer } from "../../scripts/serve.mjs";

let server: Server | undefined;

/** Builds once (unless E2E_SKIP_BUILD=1), serves build/client as `npm start` does, on a free port. */
export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== "1") {
    execSync("npx remix vite:build", {
      stdio: ["ignore", "ignore", "inherit"],
      // vitest sets NODE_ENV=test, which would build React in development mode.
      env: { ...process.env, NODE_ENV: "production" },
    });
  }
  const started = (await startServer({ port: 0, host: "127.0.0.1" })) as { server: Server; url: string };
  server = started.server;
  project.provide("baseURL", started.url);
  return async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}
