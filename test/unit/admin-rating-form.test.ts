import { describe, expect, it } from "vitest";
import type { AdminExternalRating } from "#schema/api/admin-external-ratings";
import {
  ratingFormResolver,
  toRatingFormValues,
  toRatingInput,
  type RatingFormValues,
} from "#web/features/admin/external-ratings/rating-form";
import { catalogueText } from "../support/catalogue-text";

const resolve = (values: RatingFormValues) =>
  ratingFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const saved: AdminExternalRating = {
  id: "r1",
  providerId: "p1",
  providerBrand: "Bet",
  source: "trustpilot",
  rating: 4.4,
  scale: 5,
  reviewCount: 1200,
  url: null,
  lastSyncedAt: "2026-05-01T10:00:00.000Z",
};

describe("the external rating dialog's values", () => {
  it("start empty with a review count of 0, or with a saved rating's figures", () => {
    expect(toRatingFormValues("en", null)).toEqual({
      providerId: "",
      source: "",
      rating: "",
      scale: "",
      reviewCount: "0",
      url: "",
    });
    expect(toRatingFormValues("en", saved)).toEqual({
      providerId: "p1",
      source: "trustpilot",
      rating: "4.4",
      scale: "5",
      reviewCount: "1200",
      url: "",
    });
  });

  it("become the API's input: numbers from the boxes, an empty review count left to the default", async () => {
    const values = {
      providerId: "p1",
      source: "other",
      rating: "7.5",
      scale: "10",
      reviewCount: "",
      url: "",
    } as const;
    expect(toRatingInput(values)).toMatchObject({ rating: 7.5, scale: 10, reviewCount: undefined });
    const { values: output, errors } = await resolve(values);
    expect(errors).toEqual({});
    expect(output).toEqual({
      providerId: "p1",
      source: "other",
      rating: 7.5,
      scale: 10,
      reviewCount: 0,
      url: null,
    });
  });

  it("take a named source's own scale, whatever the scale box holds", async () => {
    const { values: output } = await resolve({
      ...toRatingFormValues("en", saved),
      source: "scamadviser",
      rating: "96",
      scale: "7",
    });
    expect(output).toMatchObject({ rating: 96, scale: 100 });
  });

  it.each([
    [{ rating: "" }, "rating", "Rating must be a number of 0 or more"],
    [{ rating: "8.4" }, "rating", "Rating must be a number from 0 to 5"],
    [{ source: "casino_guru", rating: "10.1" }, "rating", "Rating must be a number from 0 to 10"],
    [{ source: "other", scale: "" }, "scale", "The scale must be a whole number from 1 to 100"],
    [{ source: "other", scale: "101" }, "scale", "The scale must be a whole number from 1 to 100"],
    [{ source: "other", scale: "3" }, "rating", "Rating must be a number from 0 to 3"],
    [{ rating: "7.25" }, "rating", "Rating can have at most one decimal"],
    [{ reviewCount: "2.5" }, "reviewCount", "Review count must be a whole number of 0 or more"],
    [{ providerId: "" }, "providerId", "Choose a provider"],
    [{ source: "" }, "source", "Choose a rating source"],
    [{ url: "trustpilot.com" }, "url", "Must be a valid URL"],
  ] as const)("refuses %j at its field with the catalogue's words", async (change, field, message) => {
    const values: RatingFormValues = { ...toRatingFormValues("en", saved), ...change };
    const { errors } = await resolve(values);
    expect(catalogueText(errors[field]?.message)).toBe(message);
  });
});
