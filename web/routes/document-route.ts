/**
 * The options that make a route a document page: the server serves it with no router in the
 * browser, only its islands (worker/render.tsx). Only the server's route tree has it
 * (web/server-route-tree.ts); the single-page app loads it as a document.
 */
export const documentRoute = { staticData: { document: true } };
