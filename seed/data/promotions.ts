import { formatEuro } from "#schema/euro";
import type { BonusType } from "#schema/enums";
import type { Locale } from "#schema/locales";
import type { TermsChange } from "#schema/promotions";
import { seedId } from "./ids";

interface PromotionText {
  title: string;
  body: string;
}

export interface PromotionSeed {
  key: string;
  id: string;
  /** Provider key from providers.ts, or null for a site-wide offer. */
  providerKey: string | null;
  bonusType: BonusType;
  /** Day offsets from the seed's "today"; null = open-ended. */
  startDays: number | null;
  endDays: number | null;
  priority: number;
  active: boolean;
  /** Last part of the offer URL on the provider's site (or on the portal for site-wide offers). */
  path: string;
  text: Record<Locale, PromotionText>;
}

/** Call-to-action text per bonus type, per language. */
export const PROMOTION_CTA: Record<BonusType, Record<Locale, string>> = {
  welcome: {
    el: "Λάβετε το μπόνους",
    en: "Claim bonus",
    ru: "Получить бонус",
    he: "קבלו את הבונוס",
    uk: "Отримати бонус",
    fr: "Obtenir le bonus",
  },
  no_deposit: {
    el: "Εγγραφή χωρίς κατάθεση",
    en: "Sign up, no deposit",
    ru: "Регистрация без депозита",
    he: "הרשמה ללא הפקדה",
    uk: "Реєстрація без депозиту",
    fr: "S'inscrire sans dépôt",
  },
  free_bet: {
    el: "Πάρτε το δωρεάν στοίχημα",
    en: "Get free bet",
    ru: "Получить фрибет",
    he: "קבלו הימור חינם",
    uk: "Отримати фрібет",
    fr: "Obtenir le pari gratuit",
  },
  cashback: {
    el: "Ενεργοποιήστε το cashback",
    en: "Activate cashback",
    ru: "Активировать кэшбэк",
    he: "הפעילו החזר כספי",
    uk: "Активувати кешбек",
    fr: "Activer le cashback",
  },
};

/** Host of the portal's own pages, for site-wide offers (fictional). */
export const PORTAL_ORIGIN = "https://betcompare-cyprus.example";

export const PROMOTIONS: PromotionSeed[] = [
  {
    key: "aegean-welcome",
    id: seedId("promotion", 1),
    providerKey: "aegeanbet",
    bonusType: "welcome",
    startDays: -60,
    endDays: 120,
    priority: 100,
    active: true,
    path: "welcome-200",
    text: {
      el: {
        title: `Μπόνους καλωσορίσματος 100% έως ${formatEuro("el", 200)}`,
        body: `Διπλασιάστε την πρώτη σας κατάθεση από ${formatEuro("el", 10)} και πάνω, έως ${formatEuro("el", 200)}. Απαιτείται 6πλός τζίρος σε αποδόσεις 1,80 ή μεγαλύτερες μέσα σε 30 ημέρες.`,
      },
      en: {
        title: `100% welcome bonus up to ${formatEuro("en", 200)}`,
        body: `Double your first deposit of ${formatEuro("en", 10)} or more, up to ${formatEuro("en", 200)}. Wager it 6 times at odds of 1.80 or higher within 30 days.`,
      },
      ru: {
        title: `Приветственный бонус 100% до ${formatEuro("ru", 200)}`,
        body: `Удвойте первый депозит от ${formatEuro("ru", 10)} — до ${formatEuro("ru", 200)}. Отыгрыш ×6 с коэффициентом от 1,80 в течение 30 дней.`,
      },
      he: {
        title: `בונוס הצטרפות 100% עד ${formatEuro("he", 200)}`,
        body: `הכפילו את ההפקדה הראשונה שלכם מ־${formatEuro("he", 10)} ומעלה, עד ${formatEuro("he", 200)}. דרישת גלגול פי 6 ביחס של 1.80 ומעלה תוך 30 יום.`,
      },
      uk: {
        title: `Вітальний бонус 100% до ${formatEuro("uk", 200)}`,
        body: `Подвойте перший депозит від ${formatEuro("uk", 10)} — до ${formatEuro("uk", 200)}. Відіграш ×6 з коефіцієнтом від 1,80 протягом 30 днів.`,
      },
      fr: {
        title: `Bonus de bienvenue de 100 % jusqu'à ${formatEuro("fr", 200)}`,
        body: `Doublez votre premier dépôt d'au moins ${formatEuro("fr", 10)}, jusqu'à ${formatEuro("fr", 200)}. Mise à rejouer 6 fois à une cote minimale de 1,80 sous 30 jours.`,
      },
    },
  },
  {
    key: "aegean-cup-final",
    id: seedId("promotion", 2),
    providerKey: "aegeanbet",
    bonusType: "free_bet",
    startDays: 5,
    endDays: 20,
    priority: 60,
    active: true,
    path: "cup-final-free-bet",
    text: {
      el: {
        title: `Δωρεάν στοίχημα ${formatEuro("el", 10)} για τον τελικό Κυπέλλου`,
        body: `Ποντάρετε ${formatEuro("el", 20)} πριν από τον τελικό του Κυπέλλου Κύπρου και λάβετε δωρεάν στοίχημα ${formatEuro("el", 10)} για την επόμενη αγωνιστική.`,
      },
      en: {
        title: `${formatEuro("en", 10)} free bet for the Cup final`,
        body: `Place a ${formatEuro("en", 20)} pre-match bet on the Cypriot Cup final and receive a ${formatEuro("en", 10)} free bet for the next matchday.`,
      },
      ru: {
        title: `Фрибет ${formatEuro("ru", 10)} на финал Кубка`,
        body: `Сделайте ставку от ${formatEuro("ru", 20)} до начала финала Кубка Кипра и получите фрибет ${formatEuro("ru", 10)} на следующий тур.`,
      },
      he: {
        title: `הימור חינם של ${formatEuro("he", 10)} לגמר הגביע`,
        body: `המרו ב־${formatEuro("he", 20)} לפני גמר גביע קפריסין וקבלו הימור חינם של ${formatEuro("he", 10)} למחזור הבא.`,
      },
      uk: {
        title: `Фрібет ${formatEuro("uk", 10)} на фінал Кубка`,
        body: `Зробіть ставку від ${formatEuro("uk", 20)} до початку фіналу Кубка Кіпру й отримайте фрібет ${formatEuro("uk", 10)} на наступний тур.`,
      },
      fr: {
        title: `Pari gratuit de ${formatEuro("fr", 10)} pour la finale de la Coupe`,
        body: `Misez ${formatEuro("fr", 20)} avant le coup d'envoi de la finale de la Coupe de Chypre et recevez un pari gratuit de ${formatEuro("fr", 10)} pour la journée suivante.`,
      },
    },
  },
  {
    key: "aphrodite-bet-get",
    id: seedId("promotion", 3),
    providerKey: "aphrodite",
    bonusType: "free_bet",
    startDays: -30,
    endDays: 60,
    priority: 95,
    active: true,
    path: "bet-20-get-30",
    text: {
      el: {
        title: `Ποντάρετε ${formatEuro("el", 20)}, πάρτε ${formatEuro("el", 30)} σε δωρεάν στοιχήματα`,
        body: `Οι νέοι πελάτες που τοποθετούν πρώτο στοίχημα ${formatEuro("el", 20)} σε απόδοση 1,50 ή μεγαλύτερη λαμβάνουν τρία δωρεάν στοιχήματα των ${formatEuro("el", 10)}.`,
      },
      en: {
        title: `Bet ${formatEuro("en", 20)}, get ${formatEuro("en", 30)} in free bets`,
        body: `New customers who place a first bet of ${formatEuro("en", 20)} at odds of 1.50 or more receive three ${formatEuro("en", 10)} free bets.`,
      },
      ru: {
        title: `Поставьте ${formatEuro("ru", 20)} — получите ${formatEuro("ru", 30)} фрибетами`,
        body: `Новые клиенты, сделавшие первую ставку ${formatEuro("ru", 20)} с коэффициентом от 1,50, получают три фрибета по ${formatEuro("ru", 10)}.`,
      },
      he: {
        title: `המרו ב־${formatEuro("he", 20)}, קבלו ${formatEuro("he", 30)} בהימורים חינם`,
        body: `לקוחות חדשים שמבצעים הימור ראשון של ${formatEuro("he", 20)} ביחס של 1.50 ומעלה מקבלים שלושה הימורים חינם של ${formatEuro("he", 10)}.`,
      },
      uk: {
        title: `Поставте ${formatEuro("uk", 20)} — отримайте ${formatEuro("uk", 30)} фрібетами`,
        body: `Нові клієнти, які зробили першу ставку ${formatEuro("uk", 20)} з коефіцієнтом від 1,50, отримують три фрібети по ${formatEuro("uk", 10)}.`,
      },
      fr: {
        title: `Pariez ${formatEuro("fr", 20)}, recevez ${formatEuro("fr", 30)} en paris gratuits`,
        body: `Les nouveaux clients qui placent un premier pari de ${formatEuro("fr", 20)} à une cote d'au moins 1,50 reçoivent trois paris gratuits de ${formatEuro("fr", 10)}.`,
      },
    },
  },
  {
    key: "aphrodite-tennis-cashback",
    id: seedId("promotion", 4),
    providerKey: "aphrodite",
    bonusType: "cashback",
    startDays: -24,
    endDays: -2,
    priority: 40,
    active: true,
    path: "grand-slam-cashback",
    text: {
      el: {
        title: "Επιστροφή 15% στο τένις Grand Slam",
        body: `Πάρτε πίσω σε μετρητά το 15% των καθαρών απωλειών σας σε στοιχήματα τένις Grand Slam, έως ${formatEuro("el", 75)}.`,
      },
      en: {
        title: "15% cashback on Grand Slam tennis",
        body: `Get 15% of your net losses on Grand Slam tennis bets back as cash, up to ${formatEuro("en", 75)}.`,
      },
      ru: {
        title: "Кэшбэк 15% на теннис Большого шлема",
        body: `Верните деньгами 15% чистого проигрыша в ставках на турниры Большого шлема — до ${formatEuro("ru", 75)}.`,
      },
      he: {
        title: "החזר של 15% על טניס גראנד סלאם",
        body: `קבלו בחזרה במזומן 15% מההפסדים נטו בהימורים על טורנירי גראנד סלאם, עד ${formatEuro("he", 75)}.`,
      },
      uk: {
        title: "Кешбек 15% на теніс Великого шолома",
        body: `Поверніть грошима 15% чистого програшу в ставках на турніри Великого шолома — до ${formatEuro("uk", 75)}.`,
      },
      fr: {
        title: "15 % de cashback sur le tennis du Grand Chelem",
        body: `Récupérez en argent réel 15 % de vos pertes nettes sur les paris tennis du Grand Chelem, jusqu'à ${formatEuro("fr", 75)}.`,
      },
    },
  },
  {
    key: "mouflon-no-deposit",
    id: seedId("promotion", 5),
    providerKey: "mouflon",
    bonusType: "no_deposit",
    startDays: -90,
    endDays: null,
    priority: 90,
    active: true,
    path: "no-deposit-10",
    text: {
      el: {
        title: `Δωρεάν στοίχημα ${formatEuro("el", 10)} χωρίς κατάθεση`,
        body: `Επαληθεύστε τον λογαριασμό σας στην εφαρμογή της MouflonBet και πάρτε δωρεάν στοίχημα ${formatEuro("el", 10)} χωρίς να κάνετε κατάθεση. Κέρδη έως ${formatEuro("el", 50)} μπορούν να αναληφθούν.`,
      },
      en: {
        title: `${formatEuro("en", 10)} no-deposit free bet`,
        body: `Verify your account in the MouflonBet app and get a ${formatEuro("en", 10)} free bet without making a deposit. Winnings up to ${formatEuro("en", 50)} can be withdrawn.`,
      },
      ru: {
        title: `Фрибет ${formatEuro("ru", 10)} без депозита`,
        body: `Пройдите верификацию в приложении MouflonBet и получите фрибет ${formatEuro("ru", 10)} без пополнения счёта. Выигрыш до ${formatEuro("ru", 50)} можно вывести.`,
      },
      he: {
        title: `הימור חינם של ${formatEuro("he", 10)} ללא הפקדה`,
        body: `אמתו את החשבון באפליקציית MouflonBet וקבלו הימור חינם של ${formatEuro("he", 10)} בלי לבצע הפקדה. ניתן למשוך זכיות של עד ${formatEuro("he", 50)}.`,
      },
      uk: {
        title: `Фрібет ${formatEuro("uk", 10)} без депозиту`,
        body: `Пройдіть верифікацію в застосунку MouflonBet і отримайте фрібет ${formatEuro("uk", 10)} без поповнення рахунку. Виграш до ${formatEuro("uk", 50)} можна вивести.`,
      },
      fr: {
        title: `Pari gratuit de ${formatEuro("fr", 10)} sans dépôt`,
        body: `Vérifiez votre compte dans l'application MouflonBet et recevez un pari gratuit de ${formatEuro("fr", 10)} sans effectuer de dépôt. Les gains jusqu'à ${formatEuro("fr", 50)} sont retirables.`,
      },
    },
  },
  {
    key: "mouflon-acca",
    id: seedId("promotion", 6),
    providerKey: "mouflon",
    bonusType: "free_bet",
    startDays: -14,
    endDays: 14,
    priority: 50,
    active: true,
    path: "acca-insurance",
    text: {
      el: {
        title: `Ασφάλεια παρολί: δωρεάν στοίχημα έως ${formatEuro("el", 25)}`,
        body: `Αν χαθεί μόνο μία επιλογή στο παρολί 5+ επιλογών του Σαββατοκύριακου, σας επιστρέφουμε το ποσό ως δωρεάν στοίχημα έως ${formatEuro("el", 25)}.`,
      },
      en: {
        title: `Accumulator insurance: free bet up to ${formatEuro("en", 25)}`,
        body: `If just one leg of your weekend accumulator of five or more selections lets you down, we refund your stake as a free bet up to ${formatEuro("en", 25)}.`,
      },
      ru: {
        title: `Страховка экспресса: фрибет до ${formatEuro("ru", 25)}`,
        body: `Если в вашем экспрессе выходного дня из пяти и более событий не сыграет только одно, мы вернём ставку фрибетом до ${formatEuro("ru", 25)}.`,
      },
      he: {
        title: `ביטוח הימור צירוף: הימור חינם עד ${formatEuro("he", 25)}`,
        body: `אם רק בחירה אחת בהימור הצירוף שלכם לסוף השבוע (חמש בחירות ומעלה) נכשלה, נחזיר את סכום ההימור כהימור חינם של עד ${formatEuro("he", 25)}.`,
      },
      uk: {
        title: `Страховка експресу: фрібет до ${formatEuro("uk", 25)}`,
        body: `Якщо у вашому експресі вихідного дня з п'яти й більше подій не зіграє лише одна, ми повернемо ставку фрібетом до ${formatEuro("uk", 25)}.`,
      },
      fr: {
        title: `Assurance combiné : pari gratuit jusqu'à ${formatEuro("fr", 25)}`,
        body: `Si une seule sélection de votre combiné du week-end (cinq sélections ou plus) est perdante, nous vous remboursons la mise en pari gratuit jusqu'à ${formatEuro("fr", 25)}.`,
      },
    },
  },
  {
    key: "copper-weekly-cashback",
    id: seedId("promotion", 7),
    providerKey: "copperisle",
    bonusType: "cashback",
    startDays: -120,
    endDays: 240,
    priority: 85,
    active: true,
    path: "weekly-cashback",
    text: {
      el: {
        title: `Εβδομαδιαία επιστροφή 10% έως ${formatEuro("el", 100)}`,
        body: `Κάθε Δευτέρα πιστώνεται ως πραγματικά χρήματα το 10% των καθαρών απωλειών της προηγούμενης εβδομάδας στα αθλητικά, έως ${formatEuro("el", 100)}. Χωρίς απαιτήσεις τζίρου.`,
      },
      en: {
        title: `10% weekly cashback up to ${formatEuro("en", 100)}`,
        body: `Every Monday, 10% of last week's net sports losses is credited back as real money, up to ${formatEuro("en", 100)}. No wagering requirements.`,
      },
      ru: {
        title: `Еженедельный кэшбэк 10% до ${formatEuro("ru", 100)}`,
        body: `Каждый понедельник 10% чистого проигрыша на спорт за прошлую неделю возвращаются реальными деньгами — до ${formatEuro("ru", 100)}. Без отыгрыша.`,
      },
      he: {
        title: `החזר שבועי של 10% עד ${formatEuro("he", 100)}`,
        body: `בכל יום שני 10% מההפסדים נטו בהימורי ספורט בשבוע הקודם מוחזרים ככסף אמיתי, עד ${formatEuro("he", 100)}. ללא דרישות גלגול.`,
      },
      uk: {
        title: `Щотижневий кешбек 10% до ${formatEuro("uk", 100)}`,
        body: `Щопонеділка 10% чистого програшу на спорт за минулий тиждень повертаються реальними грошима — до ${formatEuro("uk", 100)}. Без відіграшу.`,
      },
      fr: {
        title: `Cashback hebdomadaire de 10 % jusqu'à ${formatEuro("fr", 100)}`,
        body: `Chaque lundi, 10 % de vos pertes nettes sur les paris sportifs de la semaine précédente sont reversés en argent réel, jusqu'à ${formatEuro("fr", 100)}. Sans condition de mise.`,
      },
    },
  },
  {
    key: "copper-welcome-pack",
    id: seedId("promotion", 8),
    providerKey: "copperisle",
    bonusType: "welcome",
    startDays: -45,
    endDays: 45,
    priority: 70,
    active: false,
    path: "welcome-pack",
    text: {
      el: {
        title: `Πακέτο καλωσορίσματος: 50% έως ${formatEuro("el", 150)} και πέντε δωρεάν στοιχήματα των ${formatEuro("el", 2)}`,
        body: `Μπόνους 50% στην πρώτη κατάθεση έως ${formatEuro("el", 150)} και πέντε δωρεάν στοιχήματα των ${formatEuro("el", 2)} για την Α' Κατηγορία Κύπρου.`,
      },
      en: {
        title: `Welcome pack: 50% up to ${formatEuro("en", 150)} plus five ${formatEuro("en", 2)} free bets`,
        body: `A 50% match on your first deposit up to ${formatEuro("en", 150)} and five ${formatEuro("en", 2)} free bets on the Cypriot First Division.`,
      },
      ru: {
        title: `Стартовый пакет: 50% до ${formatEuro("ru", 150)} и пять фрибетов по ${formatEuro("ru", 2)}`,
        body: `Бонус 50% на первый депозит до ${formatEuro("ru", 150)} и пять фрибетов по ${formatEuro("ru", 2)} на матчи Первого дивизиона Кипра.`,
      },
      he: {
        title: `חבילת הצטרפות: 50% עד ${formatEuro("he", 150)} וחמישה הימורים חינם של ${formatEuro("he", 2)}`,
        body: `בונוס של 50% על ההפקדה הראשונה עד ${formatEuro("he", 150)} וחמישה הימורים חינם של ${formatEuro("he", 2)} על משחקי הליגה הקפריסאית הראשונה.`,
      },
      uk: {
        title: `Стартовий пакет: 50% до ${formatEuro("uk", 150)} і п'ять фрібетів по ${formatEuro("uk", 2)}`,
        body: `Бонус 50% на перший депозит до ${formatEuro("uk", 150)} і п'ять фрібетів по ${formatEuro("uk", 2)} на матчі Першого дивізіону Кіпру.`,
      },
      fr: {
        title: `Pack de bienvenue : 50 % jusqu'à ${formatEuro("fr", 150)} et cinq paris gratuits de ${formatEuro("fr", 2)}`,
        body: `Un bonus de 50 % sur votre premier dépôt jusqu'à ${formatEuro("fr", 150)} et cinq paris gratuits de ${formatEuro("fr", 2)} sur la première division chypriote.`,
      },
    },
  },
  {
    key: "olympus-welcome",
    id: seedId("promotion", 9),
    providerKey: "olympus",
    bonusType: "welcome",
    startDays: -20,
    endDays: 70,
    priority: 80,
    active: true,
    path: "welcome-300",
    text: {
      el: {
        title: `Έως ${formatEuro("el", 300)} στις τρεις πρώτες καταθέσεις`,
        body: `Πάρτε 100% έως ${formatEuro("el", 100)} σε καθεμία από τις τρεις πρώτες καταθέσεις σας. Τα στοιχήματα esports μετράνε στον 5πλό τζίρο.`,
      },
      en: {
        title: `Up to ${formatEuro("en", 300)} over your first three deposits`,
        body: `Get 100% up to ${formatEuro("en", 100)} on each of your first three deposits. Esports bets count towards the 5x wagering.`,
      },
      ru: {
        title: `До ${formatEuro("ru", 300)} на первые три депозита`,
        body: `Получите 100% до ${formatEuro("ru", 100)} на каждый из первых трёх депозитов. Ставки на киберспорт учитываются при отыгрыше ×5.`,
      },
      he: {
        title: `עד ${formatEuro("he", 300)} על שלוש ההפקדות הראשונות`,
        body: `קבלו 100% עד ${formatEuro("he", 100)} על כל אחת משלוש ההפקדות הראשונות. הימורי ספורט אלקטרוני נחשבים לדרישת הגלגול פי 5.`,
      },
      uk: {
        title: `До ${formatEuro("uk", 300)} на перші три депозити`,
        body: `Отримайте 100% до ${formatEuro("uk", 100)} на кожен із перших трьох депозитів. Ставки на кіберспорт зараховуються до відіграшу ×5.`,
      },
      fr: {
        title: `Jusqu'à ${formatEuro("fr", 300)} sur vos trois premiers dépôts`,
        body: `Recevez 100 % jusqu'à ${formatEuro("fr", 100)} sur chacun de vos trois premiers dépôts. Les paris esport comptent pour la mise à rejouer 5 fois.`,
      },
    },
  },
  {
    key: "olympus-esports",
    id: seedId("promotion", 10),
    providerKey: "olympus",
    bonusType: "no_deposit",
    startDays: 10,
    endDays: 40,
    priority: 45,
    active: true,
    path: "esports-free-bet",
    text: {
      el: {
        title: `Δωρεάν στοίχημα ${formatEuro("el", 5)} στα esports χωρίς κατάθεση`,
        body: `Εγγραφείτε την εβδομάδα του πρωταθλήματος esports και πάρτε δωρεάν στοίχημα ${formatEuro("el", 5)} σε οποιονδήποτε αγώνα esports, χωρίς κατάθεση.`,
      },
      en: {
        title: `${formatEuro("en", 5)} esports free bet, no deposit needed`,
        body: `Register during the esports championship week and get a ${formatEuro("en", 5)} free bet on any esports match, no deposit required.`,
      },
      ru: {
        title: `Фрибет ${formatEuro("ru", 5)} на киберспорт без депозита`,
        body: `Зарегистрируйтесь в неделю киберспортивного чемпионата и получите фрибет ${formatEuro("ru", 5)} на любой матч — без депозита.`,
      },
      he: {
        title: `הימור חינם של ${formatEuro("he", 5)} בספורט אלקטרוני, ללא הפקדה`,
        body: `הירשמו בשבוע אליפות הספורט האלקטרוני וקבלו הימור חינם של ${formatEuro("he", 5)} על כל משחק, ללא צורך בהפקדה.`,
      },
      uk: {
        title: `Фрібет ${formatEuro("uk", 5)} на кіберспорт без депозиту`,
        body: `Зареєструйтеся в тиждень кіберспортивного чемпіонату й отримайте фрібет ${formatEuro("uk", 5)} на будь-який матч — без депозиту.`,
      },
      fr: {
        title: `Pari gratuit esport de ${formatEuro("fr", 5)} sans dépôt`,
        body: `Inscrivez-vous pendant la semaine du championnat esport et recevez un pari gratuit de ${formatEuro("fr", 5)} sur n'importe quel match, sans dépôt.`,
      },
    },
  },
  {
    key: "troodos-derby-cashback",
    id: seedId("promotion", 11),
    providerKey: "troodos",
    bonusType: "cashback",
    startDays: -7,
    endDays: 23,
    priority: 30,
    active: true,
    path: "derby-cashback",
    text: {
      el: {
        title: "Επιστροφή στο ντέρμπι: πίσω το ποντάρισμα αν λήξει 0-0",
        body: "Ποντάρετε στο ακριβές σκορ ενός κυπριακού ντέρμπι και πάρτε πίσω το ποσό σας σε μετρητά αν ο αγώνας λήξει 0-0.",
      },
      en: {
        title: "Derby cashback: stake back if it ends 0-0",
        body: "Bet on the correct score of a Cypriot derby and get your stake back in cash if the match ends 0-0.",
      },
      ru: {
        title: "Кэшбэк на дерби: ставка вернётся при 0:0",
        body: "Поставьте на точный счёт кипрского дерби и получите ставку обратно деньгами, если матч закончится со счётом 0:0.",
      },
      he: {
        title: "החזר בדרבי: ההימור חוזר אם המשחק מסתיים 0:0",
        body: "המרו על התוצאה המדויקת של דרבי קפריסאי וקבלו את סכום ההימור בחזרה במזומן אם המשחק מסתיים 0:0.",
      },
      uk: {
        title: "Кешбек на дербі: ставка повернеться при 0:0",
        body: "Поставте на точний рахунок кіпрського дербі й отримайте ставку назад грошима, якщо матч завершиться з рахунком 0:0.",
      },
      fr: {
        title: "Cashback derby : mise remboursée en cas de 0-0",
        body: "Pariez sur le score exact d'un derby chypriote et récupérez votre mise en argent réel si le match se termine sur 0-0.",
      },
    },
  },
  {
    key: "bluereef-club",
    id: seedId("promotion", 12),
    providerKey: "bluereef",
    bonusType: "free_bet",
    startDays: -200,
    endDays: null,
    priority: 55,
    active: true,
    path: "reef-club",
    text: {
      el: {
        title: `Reef Club: δωρεάν στοίχημα ${formatEuro("el", 5)} κάθε εβδομάδα`,
        body: `Ποντάρετε ${formatEuro("el", 25)} ή περισσότερα από Δευτέρα έως Πέμπτη και λάβετε δωρεάν στοίχημα ${formatEuro("el", 5)} για το Σαββατοκύριακο. Ισχύει για 7 ημέρες.`,
      },
      en: {
        title: `Reef Club: a ${formatEuro("en", 5)} free bet every week`,
        body: `Bet ${formatEuro("en", 25)} or more between Monday and Thursday and receive a ${formatEuro("en", 5)} free bet for the weekend. Valid for 7 days.`,
      },
      ru: {
        title: `Reef Club: фрибет ${formatEuro("ru", 5)} каждую неделю`,
        body: `Поставьте от ${formatEuro("ru", 25)} с понедельника по четверг и получите фрибет ${formatEuro("ru", 5)} на выходные. Действует 7 дней.`,
      },
      he: {
        title: `מועדון Reef: הימור חינם של ${formatEuro("he", 5)} בכל שבוע`,
        body: `המרו ב־${formatEuro("he", 25)} או יותר בין יום שני ליום חמישי וקבלו הימור חינם של ${formatEuro("he", 5)} לסוף השבוע. בתוקף ל־7 ימים.`,
      },
      uk: {
        title: `Reef Club: фрібет ${formatEuro("uk", 5)} щотижня`,
        body: `Поставте від ${formatEuro("uk", 25)} з понеділка по четвер і отримайте фрібет ${formatEuro("uk", 5)} на вихідні. Діє 7 днів.`,
      },
      fr: {
        title: `Reef Club : un pari gratuit de ${formatEuro("fr", 5)} chaque semaine`,
        body: `Misez au moins ${formatEuro("fr", 25)} du lundi au jeudi et recevez un pari gratuit de ${formatEuro("fr", 5)} pour le week-end. Valable 7 jours.`,
      },
    },
  },
  {
    key: "carob-first-bet",
    id: seedId("promotion", 13),
    providerKey: "carob",
    bonusType: "cashback",
    startDays: -25,
    endDays: 95,
    priority: 65,
    active: true,
    path: "first-bet-refund",
    text: {
      el: {
        title: `Επιστροφή πρώτου στοιχήματος έως ${formatEuro("el", 50)}`,
        body: `Αν χάσει το πρώτο σας απλό στοίχημα, η Carob Sports σας επιστρέφει το ποσό σε μετρητά έως ${formatEuro("el", 50)}. Ελάχιστη απόδοση 1,70.`,
      },
      en: {
        title: `First bet refunded up to ${formatEuro("en", 50)}`,
        body: `If your first single bet loses, Carob Sports refunds the stake in cash up to ${formatEuro("en", 50)}. Minimum odds 1.70.`,
      },
      ru: {
        title: `Возврат первой ставки до ${formatEuro("ru", 50)}`,
        body: `Если ваша первая одиночная ставка проиграет, Carob Sports вернёт её сумму деньгами — до ${formatEuro("ru", 50)}. Минимальный коэффициент 1,70.`,
      },
      he: {
        title: `החזר על ההימור הראשון עד ${formatEuro("he", 50)}`,
        body: `אם ההימור היחיד הראשון שלכם מפסיד, Carob Sports מחזירה את הסכום במזומן עד ${formatEuro("he", 50)}. יחס מינימלי 1.70.`,
      },
      uk: {
        title: `Повернення першої ставки до ${formatEuro("uk", 50)}`,
        body: `Якщо ваша перша одинарна ставка програє, Carob Sports поверне її суму грошима — до ${formatEuro("uk", 50)}. Мінімальний коефіцієнт 1,70.`,
      },
      fr: {
        title: `Premier pari remboursé jusqu'à ${formatEuro("fr", 50)}`,
        body: `Si votre premier pari simple est perdant, Carob Sports vous rembourse la mise en argent réel jusqu'à ${formatEuro("fr", 50)}. Cote minimale de 1,70.`,
      },
    },
  },
  {
    key: "petra-welcome",
    id: seedId("promotion", 14),
    providerKey: "petra",
    bonusType: "welcome",
    startDays: -60,
    endDays: 30,
    priority: 35,
    active: true,
    path: "first-deposit-free-bets",
    text: {
      el: {
        title: `Έως ${formatEuro("el", 100)} σε δωρεάν στοιχήματα με την πρώτη κατάθεση`,
        body: `Καταθέστε τουλάχιστον ${formatEuro("el", 15)} και λάβετε δωρεάν στοιχήματα ίσης αξίας με την κατάθεση, έως ${formatEuro("el", 100)}, για ποδόσφαιρο και ιπποδρομίες.`,
      },
      en: {
        title: `Up to ${formatEuro("en", 100)} in free bets on your first deposit`,
        body: `Deposit at least ${formatEuro("en", 15)} and receive free bets worth your deposit, up to ${formatEuro("en", 100)}, to use on football and horse racing.`,
      },
      ru: {
        title: `До ${formatEuro("ru", 100)} фрибетами за первый депозит`,
        body: `Пополните счёт минимум на ${formatEuro("ru", 15)} и получите фрибеты на сумму депозита — до ${formatEuro("ru", 100)} — на футбол и скачки.`,
      },
      he: {
        title: `עד ${formatEuro("he", 100)} בהימורים חינם על ההפקדה הראשונה`,
        body: `הפקידו לפחות ${formatEuro("he", 15)} וקבלו הימורים חינם בשווי ההפקדה, עד ${formatEuro("he", 100)}, לכדורגל ולמרוצי סוסים.`,
      },
      uk: {
        title: `До ${formatEuro("uk", 100)} фрібетами за перший депозит`,
        body: `Поповніть рахунок щонайменше на ${formatEuro("uk", 15)} і отримайте фрібети на суму депозиту — до ${formatEuro("uk", 100)} — на футбол і кінні перегони.`,
      },
      fr: {
        title: `Jusqu'à ${formatEuro("fr", 100)} en paris gratuits sur votre premier dépôt`,
        body: `Déposez au moins ${formatEuro("fr", 15)} et recevez des paris gratuits d'une valeur égale à votre dépôt, jusqu'à ${formatEuro("fr", 100)}, sur le football et les courses hippiques.`,
      },
    },
  },
  {
    key: "meze-welcome",
    id: seedId("promotion", 15),
    providerKey: "meze",
    bonusType: "welcome",
    startDays: -30,
    endDays: 60,
    priority: 25,
    active: true,
    path: "welcome-50",
    text: {
      el: {
        title: `Μπόνους 100% στην πρώτη κατάθεση έως ${formatEuro("el", 50)}`,
        body: `Καταθέστε από ${formatEuro("el", 5)} και η MezeBet το διπλασιάζει έως ${formatEuro("el", 50)}. Απαιτείται 5πλός τζίρος σε αποδόσεις 1,60 ή μεγαλύτερες.`,
      },
      en: {
        title: `100% first deposit bonus up to ${formatEuro("en", 50)}`,
        body: `Deposit from ${formatEuro("en", 5)} and MezeBet doubles it up to ${formatEuro("en", 50)}. Wager it 5 times at odds of 1.60 or more.`,
      },
      ru: {
        title: `Бонус 100% на первый депозит до ${formatEuro("ru", 50)}`,
        body: `Пополните счёт от ${formatEuro("ru", 5)}, и MezeBet удвоит сумму — до ${formatEuro("ru", 50)}. Отыгрыш ×5 с коэффициентом от 1,60.`,
      },
      he: {
        title: `בונוס 100% על ההפקדה הראשונה עד ${formatEuro("he", 50)}`,
        body: `הפקידו מ־${formatEuro("he", 5)} ו־MezeBet תכפיל את הסכום עד ${formatEuro("he", 50)}. דרישת גלגול פי 5 ביחס של 1.60 ומעלה.`,
      },
      uk: {
        title: `Бонус 100% на перший депозит до ${formatEuro("uk", 50)}`,
        body: `Поповніть рахунок від ${formatEuro("uk", 5)}, і MezeBet подвоїть суму — до ${formatEuro("uk", 50)}. Відіграш ×5 з коефіцієнтом від 1,60.`,
      },
      fr: {
        title: `Bonus de 100 % sur le premier dépôt jusqu'à ${formatEuro("fr", 50)}`,
        body: `Déposez à partir de ${formatEuro("fr", 5)} et MezeBet double la somme jusqu'à ${formatEuro("fr", 50)}. Mise à rejouer 5 fois à une cote minimale de 1,60.`,
      },
    },
  },
  {
    key: "saltlake-ucl",
    id: seedId("promotion", 16),
    providerKey: "saltlake",
    bonusType: "free_bet",
    startDays: -40,
    endDays: -5,
    priority: 20,
    active: false,
    path: "champions-league-free-bet",
    text: {
      el: {
        title: `Δωρεάν στοίχημα ${formatEuro("el", 10)} για το Champions League`,
        body: `Ποντάρετε ${formatEuro("el", 30)} στο Champions League και λάβετε δωρεάν στοίχημα ${formatEuro("el", 10)}. Έχει ανασταλεί μαζί με την άδεια της εταιρείας.`,
      },
      en: {
        title: `${formatEuro("en", 10)} Champions League free bet`,
        body: `Place a ${formatEuro("en", 30)} bet on the Champions League and receive a ${formatEuro("en", 10)} free bet. Suspended along with the operator's licence.`,
      },
      ru: {
        title: `Фрибет ${formatEuro("ru", 10)} на Лигу чемпионов`,
        body: `Поставьте ${formatEuro("ru", 30)} на Лигу чемпионов и получите фрибет ${formatEuro("ru", 10)}. Приостановлено вместе с лицензией оператора.`,
      },
      he: {
        title: `הימור חינם של ${formatEuro("he", 10)} לליגת האלופות`,
        body: `המרו ב־${formatEuro("he", 30)} על ליגת האלופות וקבלו הימור חינם של ${formatEuro("he", 10)}. המבצע הושעה יחד עם רישיון המפעילה.`,
      },
      uk: {
        title: `Фрібет ${formatEuro("uk", 10)} на Лігу чемпіонів`,
        body: `Поставте ${formatEuro("uk", 30)} на Лігу чемпіонів і отримайте фрібет ${formatEuro("uk", 10)}. Призупинено разом із ліцензією оператора.`,
      },
      fr: {
        title: `Pari gratuit de ${formatEuro("fr", 10)} sur la Ligue des champions`,
        body: `Misez ${formatEuro("fr", 30)} sur la Ligue des champions et recevez un pari gratuit de ${formatEuro("fr", 10)}. Suspendu en même temps que la licence de l'opérateur.`,
      },
    },
  },
  {
    key: "portal-no-deposit-roundup",
    id: seedId("promotion", 17),
    providerKey: null,
    bonusType: "no_deposit",
    startDays: -15,
    endDays: 45,
    priority: 15,
    active: true,
    path: "bonus",
    text: {
      el: {
        title: "Προσφορές χωρίς κατάθεση από αδειοδοτημένες εταιρείες",
        body: "Οι συντάκτες μας συγκεντρώνουν όλα τα τρέχοντα δωρεάν στοιχήματα χωρίς κατάθεση από εταιρείες με άδεια στην Κύπρο. Επαληθεύστε την ηλικία και την ταυτότητά σας πριν τα διεκδικήσετε.",
      },
      en: {
        title: "No-deposit offers from licensed bookmakers",
        body: "Our editors collect every current no-deposit free bet from bookmakers licensed in Cyprus. Verify your age and identity before you claim.",
      },
      ru: {
        title: "Бездепозитные предложения лицензированных букмекеров",
        body: "Наши редакторы собирают все актуальные бездепозитные фрибеты букмекеров с кипрской лицензией. Перед получением подтвердите возраст и личность.",
      },
      he: {
        title: "הצעות ללא הפקדה מחברות הימורים מורשות",
        body: "העורכים שלנו אוספים את כל ההימורים החינמיים ללא הפקדה מחברות בעלות רישיון בקפריסין. אמתו את גילכם וזהותכם לפני המימוש.",
      },
      uk: {
        title: "Бездепозитні пропозиції ліцензованих букмекерів",
        body: "Наші редактори збирають усі актуальні бездепозитні фрібети букмекерів із кіпрською ліцензією. Перед отриманням підтвердьте вік і особу.",
      },
      fr: {
        title: "Offres sans dépôt des bookmakers agréés",
        body: "Nos rédacteurs rassemblent tous les paris gratuits sans dépôt proposés par les bookmakers agréés à Chypre. Vérifiez votre âge et votre identité avant d'en profiter.",
      },
    },
  },
  {
    key: "portal-matchday-free-bets",
    id: seedId("promotion", 18),
    providerKey: null,
    bonusType: "free_bet",
    startDays: -3,
    endDays: 4,
    priority: 10,
    active: true,
    path: "providers",
    text: {
      el: {
        title: "Δωρεάν στοιχήματα της αγωνιστικής",
        body: "Οι καλύτερες προσφορές δωρεάν στοιχημάτων για την αγωνιστική της Α' Κατηγορίας αυτό το Σαββατοκύριακο, ελεγμένες από την ομάδα μας κάθε Παρασκευή.",
      },
      en: {
        title: "Matchday free bets roundup",
        body: "The best free bet offers for this weekend's Cypriot First Division matchday, checked by our team every Friday.",
      },
      ru: {
        title: "Фрибеты на игровой тур",
        body: "Лучшие предложения фрибетов на тур Первого дивизиона Кипра в эти выходные — наша команда проверяет их каждую пятницу.",
      },
      he: {
        title: "סיכום הימורים חינם למחזור",
        body: "הצעות ההימורים החינמיים הטובות ביותר למחזור הליגה הקפריסאית הראשונה בסוף השבוע הזה, נבדקות על ידי הצוות שלנו בכל יום שישי.",
      },
      uk: {
        title: "Фрібети на ігровий тур",
        body: "Найкращі пропозиції фрібетів на тур Першого дивізіону Кіпру цих вихідних — наша команда перевіряє їх щоп'ятниці.",
      },
      fr: {
        title: "Les paris gratuits de la journée",
        body: "Les meilleures offres de paris gratuits pour la journée de première division chypriote de ce week-end, vérifiées par notre équipe chaque vendredi.",
      },
    },
  },
];

export interface TermsChangeSeed {
  id: string;
  promotionKey: string;
  /** Days before the seed's "today"; `after` is the promotion's current value of each term. */
  daysAgo: number;
  changes: TermsChange[];
}

/**
 * Changes of terms the demo shows, made by the seeded admin: one recent (its card says "Terms changed
 * on ..."), one older than the label's 30 days (only in the history).
 */
export const TERMS_CHANGES: TermsChangeSeed[] = [
  {
    id: seedId("termsChange", 1),
    promotionKey: "aegean-welcome",
    daysAgo: 6,
    changes: [{ field: "wageringMultiplier", before: 8, after: 6 }],
  },
  {
    id: seedId("termsChange", 2),
    promotionKey: "copper-weekly-cashback",
    daysAgo: 75,
    changes: [{ field: "maxCashout", before: 150, after: 100 }],
  },
];
