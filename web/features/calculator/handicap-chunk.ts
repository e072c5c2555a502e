import { use } from "react";
import type * as HandicapCalculatorModule from "./components/handicap-calculator";

type HandicapModule = typeof HandicapCalculatorModule;

let loaded: HandicapModule | undefined;
let loading: Promise<HandicapModule> | undefined;

/** Fetches the handicap calculator's chunk once; later calls share the same promise. */
export function loadHandicapCalculator(): Promise<HandicapModule> {
  loading ??= import("./components/handicap-calculator").then((module) => (loaded = module));
  return loading;
}

/**
 * The handicap calculator, at once when its chunk is here (the server's render, after the loader
 * fetched it), else suspending. While the browser hydrates, the Suspense boundary around it keeps
 * the server's HTML on screen until the chunk arrives, so nothing mismatches or flashes.
 */
export function useHandicapCalculator(): HandicapModule["HandicapCalculator"] {
  return (loaded ?? use(loadHandicapCalculator())).HandicapCalculator;
}
