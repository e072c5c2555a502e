import type { ComplaintCategory, ComplaintParty, ComplaintStatus } from "#schema/enums";

/** One step of a demo case: `days` from today, who moved it, and what they wrote (in their language). */
type ComplaintStepSeed = {
  days: number;
  party: ComplaintParty;
  to?: ComplaintStatus;
  message?: string;
  /** Staff hid the message the next day, for this reason: it never shows publicly. */
  hiddenReason?: string;
};

export type ComplaintSeed = {
  n: number;
  provider: string;
  player: string;
  category: ComplaintCategory;
  amountEuro: number | null;
  description: string;
  desiredOutcome: string;
  filedDays: number;
  /** After filing ('open'): each status change and message, in order. */
  steps: ComplaintStepSeed[];
  conclusion?: string;
};

/**
 * Demo complaints across the statuses, so the provider pages' statistics, the public lists, the
 * back office's queue and the score's complaint component show real figures. The players write in
 * their own language; the companies answer in English.
 */
export const COMPLAINTS: ComplaintSeed[] = [
  {
    n: 1,
    provider: "aegeanbet",
    player: "eleni",
    category: "withdrawal",
    amountEuro: 420,
    description: "Ζήτησα ανάληψη πριν από δύο εβδομάδες και είναι ακόμη «σε επεξεργασία».",
    desiredOutcome: "Να ολοκληρωθεί η ανάληψη.",
    filedDays: -40,
    steps: [
      { days: -39, party: "staff", to: "awaiting_company" },
      {
        days: -35,
        party: "company",
        message: "We apologise: the payout was held by a verification check. It has now been sent.",
      },
      { days: -33, party: "player", message: "Τα χρήματα έφτασαν σήμερα, ευχαριστώ." },
      { days: -30, party: "staff", to: "resolved" },
    ],
    conclusion: "The company paid the withdrawal after a delayed verification check.",
  },
  {
    n: 2,
    provider: "aegeanbet",
    player: "dmitry",
    category: "bonus",
    amountEuro: 50,
    description: "Бонус аннулировали после того, как я выполнил все условия отыгрыша.",
    desiredOutcome: "Вернуть бонус и выигрыш.",
    filedDays: -6,
    steps: [{ days: -5, party: "staff", to: "awaiting_company" }],
  },
  {
    n: 3,
    provider: "aphrodite",
    player: "noa",
    category: "account",
    amountEuro: null,
    description: "החשבון שלי נסגר בלי הסבר אחרי ששלחתי את כל המסמכים.",
    desiredOutcome: "לפתוח מחדש את החשבון או לקבל הסבר.",
    filedDays: -30,
    steps: [
      { days: -29, party: "staff", to: "awaiting_company" },
      { days: -15, party: "system", to: "no_response" },
    ],
  },
  {
    n: 4,
    provider: "aphrodite",
    player: "oksana",
    category: "settlement",
    amountEuro: 180,
    description: "Ставку розрахували як програшну, хоча матч закінчився моєю перемогою.",
    desiredOutcome: "Перерахувати ставку.",
    filedDays: -70,
    steps: [
      { days: -69, party: "staff", to: "awaiting_company" },
      {
        days: -60,
        party: "company",
        message: "The market was settled on the official result after extra time, as our rules state.",
      },
      {
        days: -58,
        party: "player",
        message: "Зателефонуйте мені: +380 44 000 0000.",
        hiddenReason: "A phone number: personal details stay out of the public thread.",
      },
      { days: -55, party: "player", message: "У правилах про додатковий час нічого не сказано." },
      { days: -50, party: "staff", to: "unresolved" },
    ],
    conclusion: "The company kept its settlement; its rules on extra time were unclear at the time.",
  },
  {
    n: 5,
    provider: "mouflon",
    player: "camille",
    category: "other",
    amountEuro: null,
    description: "Le service client ne répond plus à mes messages depuis une semaine.",
    desiredOutcome: "Obtenir une réponse.",
    filedDays: -1,
    steps: [],
  },
  {
    n: 6,
    provider: "aegeanbet",
    player: "noa",
    category: "withdrawal",
    amountEuro: 900,
    description: "המשיכה נדחתה בטענה שאמצעי התשלום אינו על שמי.",
    desiredOutcome: "לאשר את המשיכה.",
    filedDays: -100,
    steps: [
      { days: -99, party: "staff", to: "awaiting_company" },
      {
        days: -97,
        party: "company",
        message: "After checking the card holder's name again, we approved the withdrawal.",
      },
      { days: -92, party: "staff", to: "resolved" },
    ],
    conclusion: "The company approved the withdrawal after checking the card again.",
  },
  {
    n: 7,
    provider: "mouflon",
    player: "dmitry",
    category: "withdrawal",
    amountEuro: 75,
    description: "Вывод отклонён без объяснения причин.",
    desiredOutcome: "Получить выплату.",
    filedDays: -20,
    steps: [
      { days: -19, party: "staff", to: "awaiting_company" },
      {
        days: -12,
        party: "company",
        message: "Please send a bank statement showing the account is in your name.",
      },
    ],
  },
];
