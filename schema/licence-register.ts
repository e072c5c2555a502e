import { index, integer, sqliteTable, text, unique } from "drizzle-orm/sqlite-core";
import { createdAt, enumCheck, id } from "./columns";
import { REGISTER_ENTRY_STATUSES, REGISTER_IMPORT_KINDS, REGISTER_MATCHES } from "./enums";
import { providers } from "./providers";
import { users } from "./users";

/*
 * Promoting an operator without a licence is an offence, so the site checks its providers against
 * the National Betting Authority's published register: an admin imports it as published, and each
 * import is kept with its rows so that what a provider page says ("checked on {date}") can be traced.
 */

/** One import of a list the regulator publishes. */
export const registerImports = sqliteTable(
  "register_imports",
  {
    id: id(),
    kind: text("kind", { enum: REGISTER_IMPORT_KINDS }).notNull(),
    /** The file's name, or 'pasted' for a table pasted from the regulator's page. */
    source: text("source", { length: 255 }).notNull(),
    rowCount: integer("row_count").notNull(),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("register_imports_kind_created_idx").on(t.kind, t.createdAt),
    enumCheck("register_imports_kind_check", t.kind, REGISTER_IMPORT_KINDS),
  ],
);

/** One licence as a register import listed it, with the provider it was matched to, if any. */
export const registerEntries = sqliteTable(
  "register_entries",
  {
    id: id(),
    importId: text("import_id")
      .notNull()
      .references(() => registerImports.id, { onDelete: "cascade" }),
    licenceNumber: text("licence_number", { length: 100 }).notNull(),
    company: text("company", { length: 255 }).notNull(),
    /** 'A' or 'B' as published (Class A: betting on sports events; Class B: on horse races). */
    licenceClass: text("licence_class", { length: 20 }),
    domains: text("domains", { mode: "json" }).$type<string[]>().notNull().default([]),
    status: text("status", { enum: REGISTER_ENTRY_STATUSES }).notNull(),
    validFrom: text("valid_from", { length: 10 }),
    validTo: text("valid_to", { length: 10 }),
    providerId: text("provider_id").references(() => providers.id, { onDelete: "set null" }),
    matchedBy: text("matched_by", { enum: REGISTER_MATCHES }),
  },
  (t) => [
    index("register_entries_import_idx").on(t.importId),
    index("register_entries_provider_idx").on(t.providerId),
    enumCheck("register_entries_status_check", t.status, REGISTER_ENTRY_STATUSES),
    enumCheck("register_entries_matched_by_check", t.matchedBy, REGISTER_MATCHES),
  ],
);

/**
 * The regulator's list of blocked illegal sites, as last imported: no affiliate, claim or banner URL
 * on one of these domains (or a subdomain) is saved or followed.
 */
export const blockedDomains = sqliteTable(
  "blocked_domains",
  {
    id: id(),
    /** Lower case, without scheme, path or a leading 'www.'. */
    domain: text("domain", { length: 255 }).notNull(),
    importId: text("import_id").references(() => registerImports.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [unique("blocked_domains_domain_unique").on(t.domain)],
);
