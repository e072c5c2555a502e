import { createContext } from "react";
import type { UiStrings } from "./ui-strings";

/**
 * The strings `useT` reads below a provider of this context in place of the site's: the back office
 * gives its screens the site's strings and its own together (back-office-strings.tsx).
 */
export const StringsContext = createContext<UiStrings | null>(null);
