import { formatEuro } from "#schema/euro";
import type { Locale } from "#schema/locales";
import { seedId } from "./ids";
import { PROVIDERS, type ProviderSeed } from "./providers";

/** The kinds of sign-up step, in order; each provider uses 3 or 4 of them. */
type StepKind = "register" | "verify" | "deposit" | "claim";

interface StepText {
  title: string;
  description: (p: ProviderSeed) => string;
}

const STEPS: Record<StepKind, Record<Locale, StepText>> = {
  register: {
    el: {
      title: "Δημιουργήστε λογαριασμό",
      description: (p) =>
        `Ανοίξτε το ${p.domain}, πατήστε «Εγγραφή» και συμπληρώστε e-mail, κινητό και έναν ισχυρό κωδικό. Πρέπει να είστε τουλάχιστον 18 ετών.`,
    },
    en: {
      title: "Create your account",
      description: (p) =>
        `Open ${p.domain}, tap Register and enter your e-mail, mobile number and a strong password. You must be 18 or older.`,
    },
    ru: {
      title: "Создайте аккаунт",
      description: (p) =>
        `Откройте ${p.domain}, нажмите «Регистрация» и укажите e-mail, номер телефона и надёжный пароль. Вам должно быть не меньше 18 лет.`,
    },
    he: {
      title: "פתחו חשבון",
      description: (p) =>
        `היכנסו ל־${p.domain}, לחצו על "הרשמה" והזינו דוא"ל, מספר נייד וסיסמה חזקה. עליכם להיות בני 18 ומעלה.`,
    },
    uk: {
      title: "Створіть акаунт",
      description: (p) =>
        `Відкрийте ${p.domain}, натисніть «Реєстрація» та вкажіть e-mail, номер телефону й надійний пароль. Вам має бути щонайменше 18 років.`,
    },
    fr: {
      title: "Créez votre compte",
      description: (p) =>
        `Ouvrez ${p.domain}, appuyez sur « Inscription » et saisissez votre e-mail, votre numéro de mobile et un mot de passe solide. Vous devez avoir au moins 18 ans.`,
    },
  },
  verify: {
    el: {
      title: "Επαληθεύστε την ταυτότητά σας",
      description: () =>
        "Ανεβάστε φωτογραφία της ταυτότητας ή του διαβατηρίου σας και πρόσφατο αποδεικτικό διεύθυνσης. Η επαλήθευση συνήθως ολοκληρώνεται σε λιγότερο από 24 ώρες.",
    },
    en: {
      title: "Verify your identity",
      description: () =>
        "Upload a photo of your ID card or passport and a recent proof of address. Verification usually takes less than 24 hours.",
    },
    ru: {
      title: "Подтвердите личность",
      description: () =>
        "Загрузите фото удостоверения личности или паспорта и свежее подтверждение адреса. Проверка обычно занимает меньше суток.",
    },
    he: {
      title: "אמתו את זהותכם",
      description: () =>
        "העלו צילום של תעודת הזהות או הדרכון ואישור כתובת עדכני. האימות נמשך בדרך כלל פחות מ־24 שעות.",
    },
    uk: {
      title: "Підтвердьте особу",
      description: () =>
        "Завантажте фото посвідчення особи або паспорта та свіже підтвердження адреси. Перевірка зазвичай триває менше доби.",
    },
    fr: {
      title: "Vérifiez votre identité",
      description: () =>
        "Téléversez une photo de votre carte d'identité ou de votre passeport et un justificatif de domicile récent. La vérification prend généralement moins de 24 heures.",
    },
  },
  deposit: {
    el: {
      title: "Κάντε την πρώτη σας κατάθεση",
      description: (p) =>
        `Επιλέξτε μέθοδο πληρωμής, για παράδειγμα ${p.payments[0]}, και καταθέστε τουλάχιστον ${formatEuro("el", p.minDeposit)}.`,
    },
    en: {
      title: "Make your first deposit",
      description: (p) =>
        `Choose a payment method such as ${p.payments[0]} and deposit at least ${formatEuro("en", p.minDeposit)}.`,
    },
    ru: {
      title: "Внесите первый депозит",
      description: (p) =>
        `Выберите способ оплаты, например ${p.payments[0]}, и пополните счёт минимум на ${formatEuro("ru", p.minDeposit)}.`,
    },
    he: {
      title: "בצעו הפקדה ראשונה",
      description: (p) =>
        `בחרו אמצעי תשלום, למשל ${p.payments[0]}, והפקידו לפחות ${formatEuro("he", p.minDeposit)}.`,
    },
    uk: {
      title: "Зробіть перший депозит",
      description: (p) =>
        `Оберіть спосіб оплати, наприклад ${p.payments[0]}, і поповніть рахунок щонайменше на ${formatEuro("uk", p.minDeposit)}.`,
    },
    fr: {
      title: "Effectuez votre premier dépôt",
      description: (p) =>
        `Choisissez un moyen de paiement, par exemple ${p.payments[0]}, et déposez au moins ${formatEuro("fr", p.minDeposit)}.`,
    },
  },
  claim: {
    el: {
      title: "Ενεργοποιήστε την προσφορά καλωσορίσματος",
      description: (p) =>
        `Στη σελίδα προσφορών της ${p.brand} επιλέξτε τη συμμετοχή πριν από το πρώτο σας στοίχημα και διαβάστε τους όρους τζίρου.`,
    },
    en: {
      title: "Claim the welcome offer",
      description: (p) =>
        `Opt in on the ${p.brand} promotions page before your first bet and read the wagering terms.`,
    },
    ru: {
      title: "Активируйте приветственный бонус",
      description: (p) =>
        `На странице акций ${p.brand} подтвердите участие до первой ставки и ознакомьтесь с условиями отыгрыша.`,
    },
    he: {
      title: "הפעילו את הצעת ההצטרפות",
      description: (p) => `הצטרפו למבצע בדף המבצעים של ${p.brand} לפני ההימור הראשון וקראו את תנאי הגלגול.`,
    },
    uk: {
      title: "Активуйте вітальний бонус",
      description: (p) =>
        `На сторінці акцій ${p.brand} підтвердьте участь до першої ставки та ознайомтеся з умовами відіграшу.`,
    },
    fr: {
      title: "Activez l'offre de bienvenue",
      description: (p) =>
        `Inscrivez-vous à l'offre sur la page promotions de ${p.brand} avant votre premier pari et lisez les conditions de mise.`,
    },
  },
};

/** Steps per featured provider; providers not listed get none. */
const PLAN: Record<string, { kinds: StepKind[]; screenshots: boolean; inactiveStep?: number }> = {
  aegeanbet: { kinds: ["register", "verify", "deposit", "claim"], screenshots: true },
  aphrodite: { kinds: ["register", "deposit", "claim"], screenshots: false },
  mouflon: { kinds: ["register", "verify", "claim"], screenshots: true, inactiveStep: 3 },
  copperisle: { kinds: ["register", "verify", "deposit", "claim"], screenshots: false },
  olympus: { kinds: ["register", "verify", "deposit", "claim"], screenshots: true },
};

export interface OnboardingStepSeed {
  id: string;
  providerId: string;
  stepNumber: number;
  /** Fictional screenshot address on the provider's site, or null. */
  screenshotUrl: string | null;
  active: boolean;
  translations: Record<Locale, { title: string; description: string }>;
}

export function onboardingStepSeeds(locales: readonly Locale[]): OnboardingStepSeed[] {
  const steps: OnboardingStepSeed[] = [];
  for (const provider of PROVIDERS) {
    const plan = PLAN[provider.key];
    if (!plan) continue;
    plan.kinds.forEach((kind, index) => {
      const stepNumber = index + 1;
      const translations = Object.fromEntries(
        locales.map((locale) => {
          const text = STEPS[kind][locale];
          return [locale, { title: text.title, description: text.description(provider) }];
        }),
      ) as OnboardingStepSeed["translations"];
      steps.push({
        id: seedId("onboardingStep", steps.length + 1),
        providerId: provider.id,
        stepNumber,
        screenshotUrl: plan.screenshots
          ? `https://${provider.domain}/help/sign-up/step-${stepNumber}.png`
          : null,
        active: plan.inactiveStep !== stepNumber,
        translations,
      });
    });
  }
  return steps;
}
