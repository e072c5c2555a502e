import type { Bindings } from "../../worker/types";

declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof import("../../worker/index");
    }
    interface Env extends Bindings {
      TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    }
  }
}
