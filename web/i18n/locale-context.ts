import { createContext } from "react";
import type { Locale } from "#schema/locales";

/**
 * The page's language, given by whatever renders a tree: the router's root document (the URL prefix,
 * else the visitor's preference) or an island's own root (the language its page was served in).
 */
export const LocaleContext = createContext<Locale | null>(null);
