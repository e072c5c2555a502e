import { describe, expect, it } from "vitest";
import { API_MESSAGES, formatMessage, messageOf, messageRef, type MessageKey } from "#schema/api/messages";
import { LOCALES, type Locale } from "#schema/locales";
import { UI_STRINGS } from "#seed/ui-strings";
import { translateMessage } from "#web/features/profile/messages";
import { translate, translatePlural } from "#web/i18n/translate";

const KEYS = Object.keys(API_MESSAGES) as MessageKey[];
const isCounting = (key: MessageKey) => typeof API_MESSAGES[key] !== "string";

/**
 * Texts that are the same in another language on purpose. Empty today: a text such as "IBAN" or
 * "SWIFT/BIC" always sits in a translated sentence. Add `key.locale` here only for a real case.
 */
const SAME_AS_ENGLISH = new Set<string>([]);

/** The UI string keys of a message: itself, or one per form a language selects. */
function textKeys(key: MessageKey, locale: Locale): string[] {
  if (!isCounting(key)) return [key];
  const forms = new Set(["other", ...new Intl.PluralRules(locale).resolvedOptions().pluralCategories]);
  return [...forms].map((form) => `${key}.${form}`);
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

const stringsOf = (locale: Locale) =>
  Object.fromEntries(Object.entries(UI_STRINGS).map(([key, texts]) => [key, texts[locale]]));

const translatorFor = (locale: Locale) => {
  const strings = stringsOf(locale);
  return {
    t: (key: string, vars?: Record<string, string | number>) => translate(strings, key, vars),
    tp: (key: string, count: number, vars?: Record<string, string | number>) =>
      translatePlural(strings, locale, key, count, vars),
  };
};

describe("every message key × every language", () => {
  it("has a text for every key, and for a counting key every form the language's plural rules select", () => {
    const missing = KEYS.flatMap((key) =>
      LOCALES.flatMap((locale) =>
        textKeys(key, locale)
          .filter((textKey) => !UI_STRINGS[textKey]?.[locale]?.trim())
          .map((textKey) => `${textKey}.${locale}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it("is translated: no text equals the English one except the allow-list", () => {
    const untranslated = KEYS.flatMap((key) =>
      LOCALES.filter((locale) => locale !== "en").flatMap((locale) =>
        textKeys(key, locale)
          .filter((textKey) => {
            const english = UI_STRINGS[textKey.replace(/\.(two|few|many)$/, ".other")]?.en;
            return UI_STRINGS[textKey]?.[locale] === english && !SAME_AS_ENGLISH.has(`${textKey}.${locale}`);
          })
          .map((textKey) => `${textKey}.${locale}`),
      ),
    );
    expect(untranslated).toEqual([]);
  });

  it("keeps the English wording of the API's catalogue", () => {
    for (const key of KEYS) {
      const entry = API_MESSAGES[key];
      if (typeof entry === "string") expect(UI_STRINGS[key]?.en).toBe(entry);
      else {
        expect(UI_STRINGS[`${key}.one`]?.en).toBe(entry.one);
        expect(UI_STRINGS[`${key}.other`]?.en).toBe(entry.other);
      }
    }
  });

  it("uses the same placeholders as the English in every language and form", () => {
    const wrong = KEYS.flatMap((key) =>
      LOCALES.flatMap((locale) =>
        textKeys(key, locale)
          .filter((textKey) => {
            const english = UI_STRINGS[textKey.replace(/\.(one|two|few|many)$/, ".other")]?.en ?? "";
            return placeholders(UI_STRINGS[textKey]?.[locale] ?? "").join() !== placeholders(english).join();
          })
          .map((textKey) => `${textKey}.${locale}`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it("counts with {count} exactly when it has plural forms", () => {
    for (const key of KEYS) {
      const entry = API_MESSAGES[key];
      const texts = typeof entry === "string" ? [entry] : [entry.one, entry.other];
      for (const text of texts) expect(placeholders(text).includes("count"), key).toBe(isCounting(key));
    }
  });
});

describe("a form schema's message (messageRef) and its key and parameters (messageOf)", () => {
  const sample = (key: MessageKey, count: number) =>
    Object.fromEntries(
      placeholders(typeof API_MESSAGES[key] === "string" ? API_MESSAGES[key] : API_MESSAGES[key].other).map(
        (name) => [name, ["count", "limit", "min", "max"].includes(name) ? count : "X Y"],
      ),
    );

  it.each([1, 21])(
    "gives back the key and parameters of every message, with its English (count %i)",
    (count) => {
      for (const key of KEYS) {
        const params = sample(key, count);
        const given = Object.keys(params).length ? params : undefined;
        expect(messageOf(messageRef(key, given)), key).toEqual({
          message: formatMessage(key, params),
          messageKey: key,
          ...(given && { params }),
        });
      }
    },
  );

  it("writes English singular and plural", () => {
    expect(formatMessage("rate_limit.retry_in", { count: 1 })).toBe(
      "Too many requests. Try again in 1 second.",
    );
    expect(formatMessage("payment.validation.iban_length", { country: "CY", count: 28 })).toBe(
      "IBAN for CY must have 28 characters",
    );
  });

  it("names no message for English text, an unknown key or broken parameters", () => {
    expect(messageOf("Must be a whole number of 0 or more")).toBeUndefined();
    expect(messageOf("Invalid input: expected string, received undefined")).toBeUndefined();
    expect(messageOf("toString")).toBeUndefined();
    expect(messageOf('validation.max_length {"count":')).toBeUndefined();
    expect(messageOf('validation.max_length {"count":[1]}')).toBeUndefined();
  });
});

describe("a message in the visitor's language", () => {
  const wait = (count: number) => ({
    message: formatMessage("verification.error.wait", { count }),
    messageKey: "verification.error.wait",
    params: { count },
  });

  it("takes the Russian plural form the number needs (21 секунду, 22 секунды, 25 секунд)", () => {
    const ru = translatorFor("ru");
    expect(translateMessage(ru, wait(21))).toMatch(/^Подождите 21 секунду,/);
    expect(translateMessage(ru, wait(22))).toMatch(/^Подождите 22 секунды,/);
    expect(translateMessage(ru, wait(25))).toMatch(/^Подождите 25 секунд,/);
  });

  it("takes the Ukrainian and Hebrew forms too", () => {
    expect(translateMessage(translatorFor("uk"), wait(3))).toMatch(/^Зачекайте 3 секунди,/);
    expect(translateMessage(translatorFor("he"), wait(1))).toContain("1 שנייה");
    expect(translateMessage(translatorFor("he"), wait(2))).toContain("2 שניות");
  });

  it("fills in every parameter, e.g. the IBAN length error", () => {
    const iban = {
      message: "IBAN for DE must have 22 characters",
      messageKey: "payment.validation.iban_length",
      params: { country: "DE", count: 22 },
    };
    expect(translateMessage(translatorFor("ru"), iban)).toBe("IBAN страны DE должен содержать 22 символа");
    expect(translateMessage(translatorFor("el"), iban)).toBe(
      "Ένα IBAN της χώρας DE πρέπει να έχει 22 χαρακτήρες",
    );
  });

  it("translates a form schema's message with its number", () => {
    expect(translateMessage(translatorFor("fr"), messageRef("validation.max_length", { count: 255 }))).toBe(
      "255 caractères au maximum",
    );
  });

  it("shows zod's own text as it is", () => {
    expect(translateMessage(translatorFor("el"), "Must be at most 255 characters")).toBe(
      "Must be at most 255 characters",
    );
  });

  it("says the daily review limit of can-review in the visitor's language", () => {
    const reason = {
      message: formatMessage("reviews.error.daily_limit", { count: 10 }),
      messageKey: "reviews.error.daily_limit",
      params: { count: 10 },
    };
    expect(translateMessage(translatorFor("el"), reason)).toMatch(/ημερήσιο όριο/);
    expect(translateMessage(translatorFor("fr"), reason)).toMatch(/limite quotidienne/);
    expect(translateMessage(translatorFor("he"), reason)).toMatch(/מגבלה היומית/);
  });

  it("shows the server's English when the key is unknown to this client", () => {
    const fr = translatorFor("fr");
    expect(translateMessage(fr, { message: "A new rule", messageKey: "new.rule" })).toBe("A new rule");
    expect(translateMessage(fr, { message: "Wait 5 s", messageKey: "new.wait", params: { count: 5 } })).toBe(
      "Wait 5 s",
    );
  });
});
