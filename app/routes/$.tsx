export { NotFoundPage as default, notFoundMeta as meta } from "~/components/not-found/NotFound";
