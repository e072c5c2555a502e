import type { ProviderSeed } from "./data/providers";

/** Public path of a provider's logo, served from web/public/logos/ (written by seed/write-logos.ts). */
export function logoPath(provider: Pick<ProviderSeed, "slug">): string {
  return `/logos/${provider.slug}.webp`;
}

/** The logos' width and height in pixels: a 64-pixel box on a screen of three pixels to the point. */
export const LOGO_PIXELS = 192;

/** Up to two initials: the capitals that start words or camel-case parts ("BlueReef Bet" -> "BR"). */
function initials(brand: string): string {
  const capitals = brand.match(/\p{Lu}/gu) ?? [brand.charAt(0).toUpperCase()];
  return capitals.slice(0, 2).join("");
}

/** A simple letter-mark logo: a rounded square in the brand colour with the initials. */
export function logoSvg(provider: Pick<ProviderSeed, "brand" | "colors" | "mark">): string {
  const [background, foreground] = provider.colors;
  const letters = provider.mark ?? initials(provider.brand);
  const fontSize = letters.length > 1 ? 52 : 68;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${provider.brand}">
  <title>${provider.brand}</title>
  <rect width="128" height="128" rx="24" fill="${background}"/>
  <text x="64" y="66" text-anchor="middle" dominant-baseline="central" font-family="Inter, Segoe UI, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="${foreground}">${letters}</text>
</svg>
`;
}
