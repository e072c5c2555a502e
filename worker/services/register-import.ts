import { desc, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type {
  BlockListPreview,
  LicencesPreview,
  RegisterImportInput,
  RegisterImportResult,
  RegisterImportSummary,
  RegisterNotFound,
  RegisterPreview,
  RegisterRow,
} from "#schema/api/admin-register";
import { formatMessage } from "#schema/api/messages";
import { nicosiaDate } from "#schema/cyprus-time";
import type { RegisterCheck, RegisterEntryStatus } from "#schema/enums";
import { blockedDomains, registerEntries, registerImports } from "#schema/licence-register";
import { providers } from "#schema/providers";
import { users } from "#schema/users";
import { jsonError } from "../lib/errors";
import type { Db } from "../lib/db";
import { auditEntry, changeSummary } from "./audit";
import { matchProviders, type MatchableProvider } from "./register-matching";
import { readBlockList, readLicenceRegister, type LicenceRecord } from "./register-file";
import { recomputeScores } from "./provider-scores";

/**
 * The regulator's two lists applied to the site. The licence register sets every provider's
 * standing: 'confirmed' when a register row names it and that licence is active, the row's status
 * (suspended, revoked, expired) when it is not, and 'missing' when no row names it; with the day of
 * the check, the licence's class and its licensed domains. The block list replaces the stored list
 * of blocked domains. Either is one db.batch() with its audit rows, all or nothing; a file with any
 * problem in its rows changes nothing.
 */

type Statement = BatchItem<"sqlite">;

/** D1 binds at most 100 parameters per statement. */
const MAX_PARAMS = 100;
const ENTRY_PARAMS = 10; // import_id, licence_number, company, licence_class, domains, status, valid_from, valid_to, provider_id, matched_by
const BLOCKED_PARAMS = 2; // domain, import_id
const CLASS_MAX = 20;

type ProviderStanding = {
  registerCheck: RegisterCheck;
  licenseClass: string | null;
  licensedDomains: string[] | null;
};
type LicencePlan = {
  preview: LicencesPreview;
  records: (LicenceRecord & Pick<RegisterRow, "provider" | "matchedBy">)[];
  standings: Map<string, ProviderStanding & { before: RegisterCheck | null }>;
};

/** Where each provider stands after the register: its best licence (an active one), else its first. */
function standingOf(entries: readonly LicenceRecord[]): ProviderStanding {
  if (entries.length === 0) return { registerCheck: "missing", licenseClass: null, licensedDomains: null };
  const active = entries.filter((entry) => entry.status === "active");
  const counted = active.length > 0 ? active : entries;
  const classes = [...new Set(counted.flatMap((entry) => (entry.licenceClass ? [entry.licenceClass] : [])))];
  return {
    registerCheck:
      active.length > 0 ? "confirmed" : (entries[0]!.status as Exclude<RegisterEntryStatus, "active">),
    licenseClass: classes.length > 0 ? classes.join(", ").slice(0, CLASS_MAX) : null,
    licensedDomains: [...new Set(counted.flatMap((entry) => entry.domains))],
  };
}

const matchableColumns = {
  id: providers.id,
  brand: providers.brand,
  domain: providers.domain,
  licenseId: providers.licenseId,
  companyLegalName: providers.companyLegalName,
  licensedDomains: providers.licensedDomains,
  active: providers.active,
  registerCheck: providers.registerCheck,
};

async function planLicences(db: Db, text: string): Promise<LicencePlan> {
  const { records, errors } = readLicenceRegister(text);
  const all: (MatchableProvider & { active: boolean; registerCheck: RegisterCheck | null })[] = await db
    .select(matchableColumns)
    .from(providers)
    .orderBy(providers.brand);
  const matches = matchProviders(records, all);
  const matched = records.map((record, i) => ({ ...record, ...matches[i]! }));
  const standings = new Map(
    all.map((provider) => {
      const own = matched.filter((record) => record.provider?.id === provider.id);
      return [provider.id, { ...standingOf(own), before: provider.registerCheck }] as const;
    }),
  );
  const rows: RegisterRow[] = matched.map((record) => {
    const standing = record.provider && standings.get(record.provider.id);
    return { ...record, before: standing?.before ?? null, after: standing?.registerCheck ?? null };
  });
  const notFound: RegisterNotFound[] = all
    .filter((provider) => !matched.some((record) => record.provider?.id === provider.id))
    .map(({ id, brand, licenseId, active, registerCheck }) => ({
      id,
      brand,
      licenseId,
      active,
      before: registerCheck,
    }));
  const changes = [...standings.values()].filter((s) => s.before !== s.registerCheck).length;
  return { preview: { kind: "licences", rows, notFound, changes, errors }, records: matched, standings };
}

async function planBlockList(db: Db, text: string): Promise<BlockListPreview> {
  const { domains, errors } = readBlockList(text);
  const stored = new Set(
    (await db.select({ domain: blockedDomains.domain }).from(blockedDomains)).map((r) => r.domain),
  );
  const incoming = new Set(domains);
  return {
    kind: "blocked_sites",
    domains,
    added: domains.filter((domain) => !stored.has(domain)),
    removed: [...stored].filter((domain) => !incoming.has(domain)).sort(),
    errors,
  };
}

/** What an import would change; writes nothing. */
export async function previewRegisterImport(db: Db, input: RegisterImportInput): Promise<RegisterPreview> {
  return input.kind === "licences"
    ? (await planLicences(db, input.text)).preview
    : planBlockList(db, input.text);
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

const refused = (preview: RegisterPreview) =>
  jsonError(422, "admin.register.error.refused", { count: preview.errors.length }, preview);

/**
 * Applies an import: 422 with the preview when any row has a problem. After the batch, every
 * provider's score is recomputed, since the licence gates it.
 */
export async function applyRegisterImport(
  db: Db,
  actorUserId: string,
  input: RegisterImportInput,
  now = new Date(),
): Promise<RegisterImportResult> {
  const importId = crypto.randomUUID();
  const header = (rowCount: number) =>
    db
      .insert(registerImports)
      .values({ id: importId, kind: input.kind, source: input.source, rowCount, actorUserId });
  const message = formatMessage("admin.register.done");

  if (input.kind === "blocked_sites") {
    const preview = await planBlockList(db, input.text);
    if (preview.errors.length > 0) throw refused(preview);
    await db.batch([
      header(preview.domains.length),
      db.delete(blockedDomains),
      ...chunks(preview.domains, Math.floor(MAX_PARAMS / BLOCKED_PARAMS)).map((list) =>
        db.insert(blockedDomains).values(list.map((domain) => ({ domain, importId }))),
      ),
      auditEntry(
        db,
        actorUserId,
        "register.blocked_sites",
        { type: "register_import", id: importId },
        {
          source: input.source,
          domains: preview.domains.length,
          added: preview.added.join(", ").slice(0, 200) || "∅",
          removed: preview.removed.join(", ").slice(0, 200) || "∅",
        },
      ),
    ]);
    return { ...preview, importId, message };
  }

  const { preview, records, standings } = await planLicences(db, input.text);
  if (preview.errors.length > 0) throw refused(preview);
  const checkedOn = nicosiaDate(now);
  const entries = records.map((record) => ({
    importId,
    licenceNumber: record.licenceNumber,
    company: record.company,
    licenceClass: record.licenceClass,
    domains: record.domains,
    status: record.status,
    validFrom: record.validFrom,
    validTo: record.validTo,
    providerId: record.provider?.id ?? null,
    matchedBy: record.matchedBy,
  }));
  const statements: Statement[] = [
    ...chunks(entries, Math.floor(MAX_PARAMS / ENTRY_PARAMS)).map((list) =>
      db.insert(registerEntries).values(list),
    ),
    ...[...standings].map(([id, { before: _, ...standing }]) =>
      db
        .update(providers)
        .set({ ...standing, licenseVerifiedOn: checkedOn })
        .where(eq(providers.id, id)),
    ),
    ...[...standings]
      .filter(([, standing]) => standing.before !== standing.registerCheck)
      .map(([id, standing]) =>
        auditEntry(
          db,
          actorUserId,
          "provider.register_check",
          { type: "provider", id },
          changeSummary({ registerCheck: standing.before }, { registerCheck: standing.registerCheck }),
        ),
      ),
  ];
  await db.batch([
    header(records.length),
    ...statements,
    auditEntry(
      db,
      actorUserId,
      "register.licences",
      { type: "register_import", id: importId },
      {
        source: input.source,
        licences: records.length,
        matched: records.filter((record) => record.provider).length,
        notFound:
          preview.notFound
            .map((p) => p.brand)
            .join(", ")
            .slice(0, 200) || "∅",
        changes: preview.changes,
      },
    ),
  ]);
  await recomputeScores(db, "all", now);
  return { ...preview, importId, message };
}

/** The newest imports of both kinds, with who ran them. */
export async function listRegisterImports(db: Db, limit = 50): Promise<RegisterImportSummary[]> {
  const rows = await db
    .select({
      id: registerImports.id,
      kind: registerImports.kind,
      source: registerImports.source,
      rowCount: registerImports.rowCount,
      actor: users.email,
      createdAt: registerImports.createdAt,
    })
    .from(registerImports)
    .leftJoin(users, eq(users.id, registerImports.actorUserId))
    .orderBy(desc(registerImports.createdAt), desc(registerImports.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
