import { z } from "zod/mini";

// The site's Content-Security-Policy forbids eval. Without `jitless`, zod's first parse probes
// `new Function("")`, which the browser blocks and reports as a violation on every page that parses.
z.config({ jitless: true });

/** zod/mini, configured for this site: every schema shared with the browser is built from it. */
export { z };
