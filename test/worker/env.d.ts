import type { D1Migration } from "cloudflare:test";
import type * as mainModule from "#worker/index";
import type { Bindings } from "#worker/bindings";

declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof mainModule;
    }
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
