// Vite plugin: the catalogue's files in the dev server, from the module the build writes them with.
import { join, resolve } from "node:path";
import type { Alias, Plugin } from "vite";

const CATALOGUE_PATH = "/catalogue/";

/** CATALOGUE_DIR (the bench's generated catalogues) in place of app/data's two .server modules. */
export function catalogueAliases(dir = process.env.CATALOGUE_DIR): Alias[] {
  if (!dir) return [];
  return ["catalogue.server", "product-specs.server"].map((name) => ({
    find: new RegExp(`^~/data/${name.replace(".", "\\.")}$`),
    replacement: resolve(join(dir, `${name}.ts`)),
  }));
}

export function catalogueDevFiles(): Plugin {
  return {
    name: "catalogue-dev-files",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0] ?? "";
        if (!path.startsWith(CATALOGUE_PATH)) return next();
        server
          .ssrLoadModule("/app/lib/catalogue.server.ts")
          .then((module) => {
            const data = (module.catalogueData as () => Map<string, unknown>)().get(path);
            res.statusCode = data === undefined ? 404 : 200;
            res.setHeader("Content-Type", "application/json");
            res.end(data === undefined ? "{}" : JSON.stringify(data));
          })
          .catch(next);
      });
    },
  };
}
