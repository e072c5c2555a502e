/**
 * Reviews of one provider in four of the site's languages (Latin, Greek, Cyrillic and Hebrew
 * scripts): another user's review, a copy of it with a few words changed, and an honest review of
 * its own about the same provider.
 */
export interface ReviewTextTrio {
  original: string;
  copy: string;
  honest: string;
}

export const REVIEW_TEXTS: Record<"English" | "Greek" | "Russian" | "Hebrew", ReviewTextTrio> = {
  English: {
    original:
      "Withdrawals to Skrill arrived within two hours every time, and the live betting on Cypriot football is fast and stable. Support answered in Greek at night. The welcome bonus wagering is fair at odds of 1.80.",
    copy: "Withdrawals to Neteller arrived within three hours every time, and the live betting on Cypriot football is quick and stable. Support answered in English at night. The welcome bonus wagering is fair at odds of 1.80.",
    honest:
      "I mostly bet on tennis here. The odds are a little lower than elsewhere, but the app never crashed and the cash out button works. Verification took two days.",
  },
  Greek: {
    original:
      "Οι αναλήψεις στο Skrill έρχονται μέσα σε δύο ώρες κάθε φορά και το live στο κυπριακό ποδόσφαιρο είναι γρήγορο και σταθερό. Η υποστήριξη απάντησε στα ελληνικά μέσα στη νύχτα.",
    copy: "Οι αναλήψεις στο Neteller έρχονται μέσα σε τρεις ώρες κάθε φορά και το live στο κυπριακό ποδόσφαιρο είναι πολύ γρήγορο και σταθερό. Η υποστήριξη απάντησε στα αγγλικά μέσα στη νύχτα.",
    honest:
      "Παίζω κυρίως τένις εδώ. Οι αποδόσεις είναι λίγο χαμηλότερες από αλλού, αλλά η εφαρμογή δεν κόλλησε ποτέ και το cash out λειτουργεί. Η επαλήθευση κράτησε δύο μέρες.",
  },
  Russian: {
    original:
      "Выводы на Skrill приходят в течение двух часов, а лайв по кипрскому футболу быстрый и стабильный. Поддержка ответила по-русски даже ночью. Отыгрыш бонуса с коэффициентом от 1,80 честный.",
    copy: "Выводы на Neteller приходят в течение трёх часов, а лайв по кипрскому футболу быстрый и надёжный. Поддержка ответила по-русски даже ночью. Отыгрыш бонуса с коэффициентом от 1,80 честный.",
    honest:
      "Ставлю в основном на теннис. Коэффициенты немного ниже, чем у других, но приложение ни разу не зависло, и кэшаут работает. Верификация заняла два дня.",
  },
  Hebrew: {
    original:
      "המשיכות ל־Skrill מגיעות תוך שעתיים בכל פעם, וההימורים החיים על הכדורגל הקפריסאי מהירים ויציבים. התמיכה ענתה בעברית גם באמצע הלילה. דרישות הגלגול של בונוס ההצטרפות הוגנות.",
    copy: "המשיכות ל־Neteller מגיעות תוך שלוש שעות בכל פעם, וההימורים החיים על הכדורגל הקפריסאי מהירים ויציבים. התמיכה ענתה באנגלית גם באמצע הלילה. דרישות הגלגול של בונוס ההצטרפות הוגנות.",
    honest:
      "אני מהמר בעיקר על טניס. היחסים קצת נמוכים יותר מאשר באתרים אחרים, אבל האפליקציה אף פעם לא קרסה והקאש אאוט עובד. האימות לקח יומיים.",
  },
};
