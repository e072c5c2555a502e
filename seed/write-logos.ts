/** Writes the letter-mark logo of every seed provider to web/public/logos/ (`npx tsx seed/write-logos.ts`). */
import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { PROVIDERS } from "./data/providers";
import { logoSvg } from "./logos";

const dir = fileURLToPath(new URL("../web/public/logos/", import.meta.url));
await mkdir(dir, { recursive: true });
for (const provider of PROVIDERS) {
  await writeFile(`${dir}${provider.slug}.svg`, logoSvg(provider));
}
console.log(`Wrote ${PROVIDERS.length} logos to ${dir}`);
