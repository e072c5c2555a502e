import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No tailwind-merge (8 KB gzip on every page): a caller's class must not fight a
 * component's own class for the same property; components expose variants for that instead.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
