import type { PaymentMethod, UserRole } from "#schema/enums";
import type { Locale } from "#schema/locales";
import { seedId } from "./ids";

export interface UserSeed {
  key: string;
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  role: UserRole;
  profileImageUrl: string | null;
  /** Day offset of the verification from the seed's "today"; null = e-mail not verified. */
  emailVerifiedDays: number | null;
  /** A verification mail sent and not yet used: SHA-256 hex of the mailed token, sent that many hours ago. */
  pendingVerification?: { tokenHash: string; sentHoursAgo: number };
  /** The language the user writes reviews in (users.locale). */
  locale?: Locale;
  /** Day offset of the account's creation. */
  createdDays: number;
}

/** Fixed ids, so tests and links can name these accounts. */
export const ADMIN_USER_ID = seedId("user", 1);

export const USERS: UserSeed[] = [
  {
    key: "admin",
    id: ADMIN_USER_ID,
    email: "admin@example.com",
    firstName: "Andreas",
    lastName: "Christodoulou",
    username: "admin",
    role: "admin",
    profileImageUrl: null,
    emailVerifiedDays: -400,
    createdDays: -400,
  },
  {
    key: "editor",
    id: seedId("user", 2),
    email: "editor@example.com",
    firstName: "Stavros",
    lastName: "Ioannou",
    username: "stavros_editor",
    role: "editor",
    profileImageUrl: null,
    emailVerifiedDays: -300,
    createdDays: -300,
  },
  {
    key: "translator",
    id: seedId("user", 3),
    email: "translator@example.com",
    firstName: "Ioanna",
    lastName: "Pavlou",
    username: null,
    role: "translator",
    profileImageUrl: null,
    emailVerifiedDays: -250,
    createdDays: -250,
  },
  {
    key: "eleni",
    locale: "el",
    id: seedId("user", 4),
    email: "eleni.georgiou@example.com",
    firstName: "Ελένη",
    lastName: "Γεωργίου",
    username: "eleni_g",
    role: "analyst",
    profileImageUrl: "https://avatars.betcompare-cyprus.example/eleni_g.png",
    emailVerifiedDays: -180,
    createdDays: -181,
  },
  {
    key: "dmitry",
    locale: "ru",
    id: seedId("user", 5),
    email: "dmitry.volkov@example.com",
    firstName: "Дмитрий",
    lastName: "Волков",
    username: "dvolkov",
    role: "analyst",
    profileImageUrl: null,
    emailVerifiedDays: -150,
    createdDays: -150,
  },
  {
    key: "noa",
    locale: "he",
    id: seedId("user", 6),
    email: "noa.levi@example.com",
    firstName: "נועה",
    lastName: "לוי",
    username: "noa_levi",
    role: "analyst",
    profileImageUrl: null,
    emailVerifiedDays: -95,
    createdDays: -96,
  },
  {
    key: "oksana",
    locale: "uk",
    id: seedId("user", 7),
    email: "oksana.kovalenko@example.com",
    firstName: "Оксана",
    lastName: "Коваленко",
    username: null,
    role: "analyst",
    profileImageUrl: null,
    emailVerifiedDays: null,
    // SHA-256 of 'seed-demo-verification-token-oksana'.
    pendingVerification: {
      tokenHash: "c55ad0bc6f0acc515f0b32a3b7a02cc52f1f939a372867f9e80f3b1e38c08c0f",
      sentHoursAgo: 2,
    },
    createdDays: -40,
  },
  {
    key: "camille",
    locale: "fr",
    id: seedId("user", 8),
    email: "camille.laurent@example.com",
    firstName: "Camille",
    lastName: "Laurent",
    username: "camille_l",
    role: "analyst",
    profileImageUrl: null,
    emailVerifiedDays: -70,
    createdDays: -70,
  },
  {
    key: "james",
    locale: "en",
    id: seedId("user", 9),
    email: "james.whitfield@example.com",
    firstName: "James",
    lastName: "Whitfield",
    username: null,
    role: "analyst",
    profileImageUrl: null,
    emailVerifiedDays: null,
    createdDays: -55,
  },
  {
    key: "giorgos",
    locale: "el",
    id: seedId("user", 10),
    email: "giorgos.papadopoulos@example.com",
    firstName: "Giorgos",
    lastName: "Papadopoulos",
    username: "giorgos_p",
    role: "analyst",
    profileImageUrl: null,
    emailVerifiedDays: -30,
    createdDays: -33,
  },
  {
    // The demo's company representative: answers AegeanBet's reviews (seed/data/replies.ts).
    key: "aegeanbet_rep",
    locale: "en",
    id: seedId("user", 12),
    email: "replies@aegeanbet.example",
    firstName: "Maria",
    lastName: "Georgiou",
    username: "aegeanbet_team",
    role: "analyst",
    profileImageUrl: null,
    emailVerifiedDays: -40,
    createdDays: -40,
  },
  {
    // No name and no username: the public site shows the 'anonymous' label and '?' initials.
    key: "anonymous",
    id: seedId("user", 11),
    email: "night.owl.77@example.org",
    firstName: null,
    lastName: null,
    username: null,
    role: "analyst",
    profileImageUrl: null,
    emailVerifiedDays: null,
    createdDays: -20,
  },
];

export interface PaymentMethodSeed {
  userKey: string;
  method: PaymentMethod;
  details: Record<string, string>;
  isActive: boolean;
}

/** Payout methods (fictional accounts); one active per user at most. */
export const PAYMENT_METHODS_SEED: PaymentMethodSeed[] = [
  {
    userKey: "eleni",
    method: "revolut",
    details: { phoneNumber: "+357 99 000 101", accountEmail: "eleni.georgiou@example.com" },
    isActive: true,
  },
  {
    userKey: "dmitry",
    method: "paysafe",
    details: { accountId: "PSF-000-4821", accountEmail: "dmitry.volkov@example.com" },
    isActive: false,
  },
  {
    userKey: "dmitry",
    method: "bank_transfer",
    details: {
      accountHolderName: "Dmitry Volkov",
      iban: "CY17 0020 0128 0000 0012 0052 7600",
      bankName: "Fictional Savings Bank Ltd",
      swiftBic: "EXAMCY2N",
    },
    isActive: true,
  },
  {
    userKey: "noa",
    method: "paysafe",
    details: { accountId: "PSF-000-7310", accountEmail: "noa.levi@example.com" },
    isActive: true,
  },
  {
    userKey: "camille",
    method: "bank_transfer",
    details: { accountHolderName: "Camille Laurent", iban: "FR14 2004 1010 0505 0001 3M02 606" },
    isActive: true,
  },
];

export function userByKey(key: string): UserSeed {
  const user = USERS.find((u) => u.key === key);
  if (!user) throw new Error(`Unknown seed user '${key}'`);
  return user;
}
