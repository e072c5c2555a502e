import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names; later Tailwind utilities win over earlier ones (so callers can override). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
