/**
 * The handicap calculator's module, for the page's loader. The island now imports it itself (the
 * whole calculator wakes at once on the visitor's first touch, so a press on a common handicap is
 * never dropped on a part still waiting for its code), so this no longer changes what is rendered:
 * it goes with the loader's call to it when the calculator's route files are folded together.
 */
export const loadHandicapCalculator = () => import("./components/handicap-calculator");
