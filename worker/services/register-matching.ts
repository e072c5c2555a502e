import type { RegisterRow } from "#schema/api/admin-register";
import { websiteDomain } from "#schema/website-domain";
import { licenceKey, type LicenceRecord } from "./register-file";

/**
 * Which provider a register row names, tried in this order: by licence number (case, spaces and
 * punctuation ignored), by company (the provider's legal name or brand, its legal form such as
 * "Ltd" or "Limited" ignored), by website domain (the provider's domain or its licensed domains).
 * A way that points at more than one provider decides nothing and the next is tried.
 */

export type MatchableProvider = {
  id: string;
  brand: string;
  domain: string;
  licenseId: string;
  companyLegalName: string | null;
  licensedDomains: string[] | null;
};

/** Words of a company's legal form, dropped before names are compared. */
const LEGAL_FORMS = new Set(["ltd", "limited", "plc", "llc", "inc", "λτδ", "λιμιτεδ", "λιμιτεντ"]);

/** 'Aegean Gaming Services Ltd.' and 'AEGEAN GAMING SERVICES LIMITED' are one company. */
const companyKey = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "" && !LEGAL_FORMS.has(word))
    .join("");

function index(providers: readonly MatchableProvider[], keysOf: (p: MatchableProvider) => (string | null)[]) {
  const map = new Map<string, Set<string>>();
  for (const provider of providers) {
    for (const key of keysOf(provider)) {
      if (!key) continue;
      map.set(key, (map.get(key) ?? new Set()).add(provider.id));
    }
  }
  return map;
}

type Match = Pick<RegisterRow, "provider" | "matchedBy">;

/** Each record's provider and how it was found, in the records' order. */
export function matchProviders(
  records: readonly LicenceRecord[],
  providers: readonly MatchableProvider[],
): Match[] {
  const byId = new Map(providers.map((p) => [p.id, p]));
  const byLicence = index(providers, (p) => [licenceKey(p.licenseId)]);
  const byCompany = index(providers, (p) => [
    p.companyLegalName && companyKey(p.companyLegalName),
    companyKey(p.brand),
  ]);
  const byDomain = index(providers, (p) => [
    websiteDomain(p.domain),
    ...(p.licensedDomains ?? []).map(websiteDomain),
  ]);
  const only = (ids: Iterable<string>) => {
    const distinct = new Set(ids);
    return distinct.size === 1 ? byId.get([...distinct][0]!) : undefined;
  };
  return records.map((record) => {
    const tries = [
      ["licence", only(byLicence.get(licenceKey(record.licenceNumber)) ?? [])],
      ["company", only(byCompany.get(companyKey(record.company)) ?? [])],
      ["domain", only(record.domains.flatMap((domain) => [...(byDomain.get(domain) ?? [])]))],
    ] as const;
    const found = tries.find(([, provider]) => provider);
    return found
      ? { provider: { id: found[1]!.id, brand: found[1]!.brand }, matchedBy: found[0] }
      : { provider: null, matchedBy: null };
  });
}
