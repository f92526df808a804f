// What other parts of the server use: the module, media routes (mounted at /media by app.ts) and
// the runtime (tests configure storage and render scale through it).
export { generationsModule } from "./generations-module.ts";
export { configureGenerations, generationsFor } from "./generations-runtime.ts";
export { mediaRoutes } from "./media-routes.ts";
