import {
  REGISTER_IMPORT_KINDS,
  type RegisterCheck,
  type RegisterEntryStatus,
  type RegisterImportKind,
  type RegisterMatch,
} from "../enums";
import { messageRef, type KeyedMessage } from "./messages";
import { z } from "./zod";

/**
 * The licence register and the block list, as the National Betting Authority publishes them:
 * POST /api/admin/register-imports/preview says what an import would change (and writes nothing),
 * POST /api/admin/register-imports applies it, GET /api/admin/register-imports lists past imports.
 */

/** The longest text one import may send (the block list runs to a few thousand lines). */
const REGISTER_TEXT_MAX = 2_000_000;
/** Rows one import may hold: the register lists tens of licensees, the block list thousands of sites. */
export const REGISTER_ROWS_MAX: Record<RegisterImportKind, number> = {
  licences: 1_000,
  blocked_sites: 10_000,
};
const SOURCE_MAX = 255;

/** The body of preview and apply: the kind of list, where it came from, and its text as published. */
export const registerImportInputSchema = z.object({
  kind: z.enum(REGISTER_IMPORT_KINDS),
  /** The file's name, or 'pasted'. */
  source: z._default(
    z
      .string()
      .check(
        z.minLength(1),
        z.maxLength(SOURCE_MAX, messageRef("validation.max_length", { count: SOURCE_MAX })),
      ),
    "pasted",
  ),
  text: z
    .string()
    .check(z.maxLength(REGISTER_TEXT_MAX, messageRef("validation.max_length", { count: REGISTER_TEXT_MAX }))),
});
export type RegisterImportInput = z.infer<typeof registerImportInputSchema>;
/** The same body as the screen's form holds it, before the schema's defaults. */
export type RegisterImportFields = z.input<typeof registerImportInputSchema>;

/** A problem in one row (the header is row 1), or in the whole file (row null). */
export type RegisterIssue = KeyedMessage & { row: number | null; column?: string };

/** One licence of the register, with the provider it names and that provider's standing before and after. */
export type RegisterRow = {
  row: number;
  licenceNumber: string;
  company: string;
  licenceClass: string | null;
  domains: string[];
  status: RegisterEntryStatus;
  validFrom: string | null;
  validTo: string | null;
  provider: { id: string; brand: string } | null;
  matchedBy: RegisterMatch | null;
  before: RegisterCheck | null;
  after: RegisterCheck | null;
};

/** A provider no row of the register names: it will stand as 'missing'. */
export type RegisterNotFound = {
  id: string;
  brand: string;
  licenseId: string;
  active: boolean;
  before: RegisterCheck | null;
};

export type LicencesPreview = {
  kind: "licences";
  rows: RegisterRow[];
  notFound: RegisterNotFound[];
  /** Providers whose standing the import changes. */
  changes: number;
  errors: RegisterIssue[];
};

export type BlockListPreview = {
  kind: "blocked_sites";
  domains: string[];
  /** Against the list as it stands: domains the import adds, and those it drops. */
  added: string[];
  removed: string[];
  errors: RegisterIssue[];
};

export type RegisterPreview = LicencesPreview | BlockListPreview;

/** An applied import: what it did, and its id in the history. */
export type RegisterImportResult = RegisterPreview & { importId: string; message: string };

/** GET /api/admin/register-imports: the newest imports first. */
export type RegisterImportSummary = {
  id: string;
  kind: RegisterImportKind;
  source: string;
  rowCount: number;
  actor: string | null;
  createdAt: string;
};
