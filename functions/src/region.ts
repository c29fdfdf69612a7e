/**
 * Where the functions run, and where the app calls them: the server's setGlobalOptions and the
 * client's getFunctions must name the same region (vite.config.ts reads it from here).
 */
export const REGION = "us-central1";
