import { formatEuro } from "#schema/euro";
import type { Locale } from "#schema/locales";
import type { ProviderSeed } from "./providers";

/**
 * Per-language templates for the provider texts that follow a pattern (CTA, SEO title and
 * description, FAQ). Each language is written natively; only facts (brand, licence, amounts) are
 * filled in.
 */

interface FaqPair {
  question: string;
  answer: string;
}

type AppKind = "both" | "ios" | "android" | "none";

interface Templates {
  cta: (p: ProviderSeed) => string;
  seoTitle: (p: ProviderSeed) => string;
  seoDescription: (p: ProviderSeed, bonusHeadline: string) => string;
  licenceQ: (p: ProviderSeed) => string;
  licenceA: Record<ProviderSeed["licenseStatus"], (p: ProviderSeed) => string>;
  depositQ: (p: ProviderSeed) => string;
  depositA: (p: ProviderSeed) => string;
  appQ: (p: ProviderSeed) => string;
  appA: Record<AppKind, string>;
}

const T: Record<Locale, Templates> = {
  el: {
    cta: (p) => `Επισκεφθείτε την ${p.brand}`,
    seoTitle: (p) => `${p.brand}: κριτική, μπόνους, άδεια και πληρωμές`,
    seoDescription: (p, b) =>
      `Ανεξάρτητη κριτική της ${p.brand}: ${b}. Άδεια ${p.licenseId}, ελάχιστη κατάθεση ${formatEuro("el", p.minDeposit)}, μέθοδοι πληρωμής και βαθμολογίες πραγματικών χρηστών.`,
    licenceQ: (p) => `Έχει η ${p.brand} άδεια λειτουργίας στην Κύπρο;`,
    licenceA: {
      licensed: (p) =>
        `Ναι. Η ${p.companyLegalName} κατέχει την άδεια ${p.licenseId} της Εθνικής Αρχής Στοιχημάτων Κύπρου.`,
      suspended: (p) =>
        `Η άδεια ${p.licenseId} της ${p.brand} έχει προσωρινά ανασταλεί από την Εθνική Αρχή Στοιχημάτων, οπότε δεν δέχεται νέα στοιχήματα.`,
      expired: (p) => `Όχι. Η άδεια ${p.licenseId} της ${p.companyLegalName} έληξε και δεν ανανεώθηκε.`,
    },
    depositQ: (p) => `Ποια είναι η ελάχιστη κατάθεση στην ${p.brand};`,
    depositA: (p) =>
      `Η ελάχιστη κατάθεση είναι ${formatEuro("el", p.minDeposit)} και η ελάχιστη ανάληψη ${formatEuro("el", p.minWithdraw)}. Υποστηρίζονται ${p.payments.length} μέθοδοι πληρωμής.`,
    appQ: (p) => `Έχει η ${p.brand} εφαρμογή για κινητά;`,
    appA: {
      both: "Ναι, υπάρχουν εφαρμογές για iOS και Android.",
      ios: "Υπάρχει εφαρμογή για iOS· οι χρήστες Android χρησιμοποιούν τον ιστότοπο για κινητά.",
      android: "Υπάρχει εφαρμογή για Android· οι χρήστες iPhone χρησιμοποιούν τον ιστότοπο για κινητά.",
      none: "Όχι ακόμη, αλλά ο ιστότοπος λειτουργεί άψογα σε κάθε σύγχρονο πρόγραμμα περιήγησης κινητού.",
    },
  },
  en: {
    cta: (p) => `Visit ${p.brand}`,
    seoTitle: (p) => `${p.brand} review: bonus, licence and payments`,
    seoDescription: (p, b) =>
      `Independent review of ${p.brand}: ${b}. Licence ${p.licenseId}, minimum deposit ${formatEuro("en", p.minDeposit)}, payment methods and real user ratings.`,
    licenceQ: (p) => `Is ${p.brand} licensed in Cyprus?`,
    licenceA: {
      licensed: (p) =>
        `Yes. ${p.companyLegalName} holds licence ${p.licenseId} issued by the National Betting Authority of Cyprus.`,
      suspended: (p) =>
        `Licence ${p.licenseId} of ${p.brand} is currently suspended by the National Betting Authority, so it cannot accept new bets.`,
      expired: (p) =>
        `No. Licence ${p.licenseId} held by ${p.companyLegalName} has expired and was not renewed.`,
    },
    depositQ: (p) => `What is the minimum deposit at ${p.brand}?`,
    depositA: (p) =>
      `The minimum deposit is ${formatEuro("en", p.minDeposit)} and the minimum withdrawal is ${formatEuro("en", p.minWithdraw)}. ${p.payments.length} payment methods are supported.`,
    appQ: (p) => `Does ${p.brand} have a mobile app?`,
    appA: {
      both: "Yes, there are apps for iOS and Android.",
      ios: "There is an iOS app; Android users can use the mobile website.",
      android: "There is an Android app; iPhone users can use the mobile website.",
      none: "Not yet, but the website works well in any modern mobile browser.",
    },
  },
  ru: {
    cta: (p) => `Перейти на ${p.brand}`,
    seoTitle: (p) => `Обзор ${p.brand}: бонусы, лицензия и платежи`,
    seoDescription: (p, b) =>
      `Независимый обзор ${p.brand}: ${b}. Лицензия ${p.licenseId}, минимальный депозит ${formatEuro("ru", p.minDeposit)}, способы оплаты и оценки реальных пользователей.`,
    licenceQ: (p) => `Есть ли у ${p.brand} лицензия на Кипре?`,
    licenceA: {
      licensed: (p) =>
        `Да. Компания ${p.companyLegalName} имеет лицензию ${p.licenseId}, выданную Национальным управлением по ставкам Кипра.`,
      suspended: (p) =>
        `Лицензия ${p.licenseId} компании ${p.brand} временно приостановлена Национальным управлением по ставкам, поэтому новые ставки не принимаются.`,
      expired: (p) =>
        `Нет. Срок лицензии ${p.licenseId} компании ${p.companyLegalName} истёк, и она не была продлена.`,
    },
    depositQ: (p) => `Какой минимальный депозит в ${p.brand}?`,
    depositA: (p) =>
      `Минимальный депозит — ${formatEuro("ru", p.minDeposit)}, минимальный вывод — ${formatEuro("ru", p.minWithdraw)}. Поддерживается способов оплаты: ${p.payments.length}.`,
    appQ: (p) => `Есть ли у ${p.brand} мобильное приложение?`,
    appA: {
      both: "Да, есть приложения для iOS и Android.",
      ios: "Есть приложение для iOS; пользователи Android могут пользоваться мобильной версией сайта.",
      android: "Есть приложение для Android; владельцы iPhone могут пользоваться мобильной версией сайта.",
      none: "Пока нет, но сайт отлично работает в любом современном мобильном браузере.",
    },
  },
  he: {
    cta: (p) => `לאתר ${p.brand}`,
    seoTitle: (p) => `סקירת ${p.brand}: בונוס, רישיון ותשלומים`,
    seoDescription: (p, b) =>
      `סקירה עצמאית של ${p.brand}: ${b}. רישיון ${p.licenseId}, הפקדה מינימלית ${formatEuro("he", p.minDeposit)}, אמצעי תשלום ודירוגים של משתמשים אמיתיים.`,
    licenceQ: (p) => `האם ל־${p.brand} יש רישיון בקפריסין?`,
    licenceA: {
      licensed: (p) =>
        `כן. ל־${p.companyLegalName} יש רישיון ${p.licenseId} שהונפק על ידי הרשות הלאומית להימורים של קפריסין.`,
      suspended: (p) =>
        `הרישיון ${p.licenseId} של ${p.brand} מושעה כעת על ידי הרשות הלאומית להימורים, ולכן לא ניתן להמר באתר.`,
      expired: (p) => `לא. תוקף הרישיון ${p.licenseId} של ${p.companyLegalName} פג והוא לא חודש.`,
    },
    depositQ: (p) => `מהי ההפקדה המינימלית ב־${p.brand}?`,
    depositA: (p) =>
      `ההפקדה המינימלית היא ${formatEuro("he", p.minDeposit)} והמשיכה המינימלית ${formatEuro("he", p.minWithdraw)}. האתר תומך ב־${p.payments.length} אמצעי תשלום.`,
    appQ: (p) => `האם יש ל־${p.brand} אפליקציה לנייד?`,
    appA: {
      both: "כן, יש אפליקציות ל־iOS ול־Android.",
      ios: "יש אפליקציה ל־iOS; משתמשי Android יכולים להשתמש באתר המותאם לנייד.",
      android: "יש אפליקציה ל־Android; משתמשי iPhone יכולים להשתמש באתר המותאם לנייד.",
      none: "עדיין לא, אבל האתר עובד היטב בכל דפדפן נייד מודרני.",
    },
  },
  uk: {
    cta: (p) => `Перейти на ${p.brand}`,
    seoTitle: (p) => `Огляд ${p.brand}: бонуси, ліцензія та платежі`,
    seoDescription: (p, b) =>
      `Незалежний огляд ${p.brand}: ${b}. Ліцензія ${p.licenseId}, мінімальний депозит ${formatEuro("uk", p.minDeposit)}, способи оплати та оцінки реальних користувачів.`,
    licenceQ: (p) => `Чи має ${p.brand} ліцензію на Кіпрі?`,
    licenceA: {
      licensed: (p) =>
        `Так. Компанія ${p.companyLegalName} має ліцензію ${p.licenseId}, видану Національним управлінням зі ставок Кіпру.`,
      suspended: (p) =>
        `Ліцензію ${p.licenseId} компанії ${p.brand} тимчасово призупинено Національним управлінням зі ставок, тому нові ставки не приймаються.`,
      expired: (p) =>
        `Ні. Строк дії ліцензії ${p.licenseId} компанії ${p.companyLegalName} закінчився, і її не було продовжено.`,
    },
    depositQ: (p) => `Який мінімальний депозит у ${p.brand}?`,
    depositA: (p) =>
      `Мінімальний депозит — ${formatEuro("uk", p.minDeposit)}, мінімальне виведення — ${formatEuro("uk", p.minWithdraw)}. Підтримується способів оплати: ${p.payments.length}.`,
    appQ: (p) => `Чи має ${p.brand} мобільний застосунок?`,
    appA: {
      both: "Так, є застосунки для iOS та Android.",
      ios: "Є застосунок для iOS; користувачі Android можуть користуватися мобільною версією сайту.",
      android: "Є застосунок для Android; власники iPhone можуть користуватися мобільною версією сайту.",
      none: "Поки що ні, але сайт чудово працює в будь-якому сучасному мобільному браузері.",
    },
  },
  fr: {
    cta: (p) => `Visiter ${p.brand}`,
    seoTitle: (p) => `Avis ${p.brand} : bonus, licence et paiements`,
    seoDescription: (p, b) =>
      `Avis indépendant sur ${p.brand} : ${b}. Licence ${p.licenseId}, dépôt minimum de ${formatEuro("fr", p.minDeposit)}, moyens de paiement et notes de vrais utilisateurs.`,
    licenceQ: (p) => `${p.brand} est-il agréé à Chypre ?`,
    licenceA: {
      licensed: (p) =>
        `Oui. ${p.companyLegalName} détient la licence ${p.licenseId} délivrée par l'Autorité nationale des paris de Chypre.`,
      suspended: (p) =>
        `La licence ${p.licenseId} de ${p.brand} est actuellement suspendue par l'Autorité nationale des paris : aucun nouveau pari n'est accepté.`,
      expired: (p) =>
        `Non. La licence ${p.licenseId} de ${p.companyLegalName} a expiré et n'a pas été renouvelée.`,
    },
    depositQ: (p) => `Quel est le dépôt minimum chez ${p.brand} ?`,
    depositA: (p) =>
      `Le dépôt minimum est de ${formatEuro("fr", p.minDeposit)} et le retrait minimum de ${formatEuro("fr", p.minWithdraw)}. ${p.payments.length} moyens de paiement sont acceptés.`,
    appQ: (p) => `${p.brand} propose-t-il une application mobile ?`,
    appA: {
      both: "Oui, il existe des applications iOS et Android.",
      ios: "Il existe une application iOS ; les utilisateurs Android peuvent passer par le site mobile.",
      android:
        "Il existe une application Android ; les utilisateurs d'iPhone peuvent passer par le site mobile.",
      none: "Pas encore, mais le site fonctionne très bien dans tout navigateur mobile récent.",
    },
  },
};

function appKind(p: ProviderSeed): AppKind {
  if (p.iosApp && p.androidApp) return "both";
  if (p.iosApp) return "ios";
  if (p.androidApp) return "android";
  return "none";
}

export interface ProviderLocaleText {
  slug: string;
  overview: string;
  bonusHeadline: string;
  ctaText: string;
  seoTitle: string;
  seoDescription: string;
  faq: FaqPair[];
}

/** Everything a provider's translation row holds, for one language. Providers with priority ≥ 40 get 3 FAQ pairs, others 2. */
export function providerLocaleText(p: ProviderSeed, locale: Locale): ProviderLocaleText {
  const t = T[locale];
  const { overview, bonusHeadline } = p.text[locale];
  const faq: FaqPair[] = [
    { question: t.licenceQ(p), answer: t.licenceA[p.licenseStatus](p) },
    { question: t.depositQ(p), answer: t.depositA(p) },
  ];
  if (p.priority >= 40) faq.push({ question: t.appQ(p), answer: t.appA[appKind(p)] });
  return {
    slug: p.slug,
    overview,
    bonusHeadline,
    ctaText: t.cta(p),
    seoTitle: t.seoTitle(p),
    seoDescription: t.seoDescription(p, bonusHeadline),
    faq,
  };
}
