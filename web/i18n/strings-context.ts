import { createContext } from "react";
import type { UiStrings } from "./ui-strings";

/**
 * The strings `useT` reads below a provider of this context in place of the site's: the back office
 * and a few public pages give their screens the site's strings and their own together (own-strings.tsx).
 */
export const StringsContext = createContext<UiStrings | null>(null);
