/**
 * The demo's licence register snapshot and block list: one import of each, as an admin would have
 * applied them a few days ago. The snapshot lists every licensed provider as an active Class A
 * licence (matched by its licence number), which is what the provider rows say of them: register
 * check 'confirmed', class 'A', their own domain, checked on the snapshot's day.
 */
import type { blockedDomains, registerEntries, registerImports } from "#schema/licence-register";
import { PROVIDERS } from "../data/providers";
import { ADMIN_USER_ID } from "../data/users";
import { isoDateFromOffset } from "../dates";
import { resolveProvider } from "./catalog";
import { snapshotAt } from "./register-day";

type NewRegisterImport = typeof registerImports.$inferInsert;
type NewRegisterEntry = typeof registerEntries.$inferInsert;
type NewBlockedDomain = typeof blockedDomains.$inferInsert;

/** Made-up illegal sites: the .test top-level domain never resolves. */
const BLOCKED = ["example-blocked-bets.test", "free-spins-cyprus.test", "unlicensed-odds.test"];

export function registerRows(today: Date): {
  imports: NewRegisterImport[];
  entries: NewRegisterEntry[];
  blockedDomains: NewBlockedDomain[];
} {
  const licences = crypto.randomUUID();
  const blockList = crypto.randomUUID();
  const at = snapshotAt(today);
  const entries: NewRegisterEntry[] = PROVIDERS.filter((p) => p.licenseStatus === "licensed").map((seed) => {
    const p = resolveProvider(seed, today);
    return {
      importId: licences,
      licenceNumber: p.licenseId,
      company: p.companyLegalName,
      licenceClass: "A",
      domains: [p.domain],
      status: "active",
      validFrom: isoDateFromOffset(today, p.licenseFromDays),
      validTo: isoDateFromOffset(today, p.licenseToDays),
      providerId: p.id,
      matchedBy: "licence",
    };
  });
  return {
    imports: [
      {
        id: licences,
        kind: "licences",
        source: "nba-register.csv",
        rowCount: entries.length,
        actorUserId: ADMIN_USER_ID,
        createdAt: at,
      },
      {
        id: blockList,
        kind: "blocked_sites",
        source: "pasted",
        rowCount: BLOCKED.length,
        actorUserId: ADMIN_USER_ID,
        createdAt: at,
      },
    ],
    entries,
    blockedDomains: BLOCKED.map((domain) => ({ domain, importId: blockList, createdAt: at })),
  };
}
