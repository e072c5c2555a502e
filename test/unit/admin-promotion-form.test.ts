import { describe, expect, it } from "vitest";
import type { AdminPromotion } from "#schema/api/admin-promotions";
import {
  promotionFormResolver,
  toFormValues,
  toPromotionInput,
  type PromotionFormValues,
} from "#web/features/admin/promotions/promotion-form";
import { catalogueText } from "../support/catalogue-text";

const saved: AdminPromotion = {
  id: "p1",
  providerId: "prov-1",
  providerBrand: "Bet",
  bonusType: "free_bet",
  // 1 May 00:00 and 31 May 23:59:59.999 in Cyprus (summer time, UTC+3).
  startAt: "2026-04-30T21:00:00.000Z",
  endAt: "2026-05-31T20:59:59.999Z",
  priority: 3,
  active: false,
  wageringMultiplier: 6,
  minOdds: 1.5,
  maxCashout: null,
  termsUrl: "https://bet.example/terms",
  termsVerifiedAt: null,
  termsChangedAt: null,
  title: "Free bet",
  body: null,
  locales: ["en"],
  createdAt: "2026-04-01T00:00:00.000Z",
  updatedAt: "2026-04-01T00:00:00.000Z",
};

const resolve = async (values: PromotionFormValues) =>
  promotionFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("the promotion dialog's values", () => {
  it("start a new promotion active, with priority 0 and six empty languages", () => {
    const values = toFormValues("en", null);
    expect(values).toMatchObject({ bonusType: "", priority: "0", active: true, startAt: "", endAt: "" });
    expect(Object.keys(values.translations)).toEqual(["el", "en", "ru", "he", "uk", "fr"]);
  });

  it("show a saved promotion's dates as the Cyprus days they cover, and come back to the same instants", () => {
    const values = toFormValues("en", saved, [
      { locale: "en", title: "Free bet", body: null, ctaText: "Go", url: null },
    ]);
    expect(values).toMatchObject({
      startAt: "2026-05-01",
      endAt: "2026-05-31",
      priority: "3",
      active: false,
      wageringMultiplier: "6",
      minOdds: "1.5",
      maxCashout: "",
    });
    expect(values.translations.en).toEqual({ title: "Free bet", body: "", ctaText: "Go", url: "" });
    expect(values.translations.el.title).toBe("");
    const input = toPromotionInput(values);
    expect(input).toMatchObject({ startAt: saved.startAt, endAt: saved.endAt, maxCashout: null });
  });

  it("end a winter day at the last millisecond of Cyprus time (UTC+2)", () => {
    const input = toPromotionInput({
      ...toFormValues("en", null),
      startAt: "2026-12-01",
      endAt: "2026-12-31",
    });
    expect(input.startAt).toBe("2026-11-30T22:00:00.000Z");
    expect(input.endAt).toBe("2026-12-31T21:59:59.999Z");
  });

  it("are judged by the API's schema: blank priority is 0 and untitled languages are left out", async () => {
    const values = toFormValues("en", null);
    values.bonusType = "welcome";
    values.priority = "";
    values.translations.en.title = "Welcome";
    values.translations.fr.url = "not checked: no title";
    const { values: output, errors } = await resolve(values);
    expect(errors).toEqual({});
    expect(output).toMatchObject({
      priority: 0,
      providerId: null,
      translations: { en: { title: "Welcome" } },
    });
    expect(Object.keys((output as { translations: object }).translations)).toEqual(["en"]);
  });

  it("report problems at the dialog's own field names, in catalogue wording", async () => {
    const values = toFormValues("en", null);
    values.priority = "2.5";
    values.startAt = "2026-06-10";
    values.endAt = "2026-06-01";
    values.minOdds = "0.5";
    values.translations.el.title = "Τίτλος";
    values.translations.el.url = "nope";
    const { errors } = await resolve(values);
    expect(catalogueText(errors.bonusType?.message)).toBe("Bonus type is required");
    expect(catalogueText(errors.priority?.message)).toBe("Priority must be a whole number");
    expect(catalogueText(errors.minOdds?.message)).toBe("Must be a number from 1 to 1000");
    expect(catalogueText(errors.translations?.el?.url?.message)).toBe("Must be a valid URL");
    // The date order is checked once every field is valid.
    values.bonusType = "welcome";
    values.priority = "1";
    values.minOdds = "";
    values.translations.el.url = "";
    expect(catalogueText((await resolve(values)).errors.endAt?.message)).toBe(
      "End date must not be before the start date",
    );
  });
});
