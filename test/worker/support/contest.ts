import { expect } from "vitest";
import { monthStart } from "#schema/cyprus-time";
import { reviews } from "#schema/reviews";
import { call, db, jsonWrite, setUser, signIn } from "./client";

const DAY_MS = 86_400_000;

/** A user who can win: verified, with a full profile and a payout method; returns their cookie and id. */
export async function contestant(name: string, extra: Parameters<typeof setUser>[1] = {}) {
  const user = await signIn(`${name}@example.com`, { firstName: name, lastName: "Tester" });
  await setUser(user.userId, { emailVerified: true, username: name, ...extra });
  const saved = await call(
    "/api/user/payment-method",
    jsonWrite(
      "POST",
      { method: "paysafe", details: { accountId: `acct-${name}`, accountEmail: `${name}@pay.example` } },
      user.cookie,
    ),
  );
  expect(saved.status).toBe(200);
  return user;
}

/** `count` approved reviews in `month`, one a day, of the providers `${providerPrefix}0`, `…1`, …. */
export async function approvedReviews(
  userId: string,
  count: number,
  month: string,
  providerPrefix = "lb-p-",
) {
  await db()
    .insert(reviews)
    .values(
      Array.from({ length: count }, (_, i) => ({
        providerId: `${providerPrefix}${i}`,
        userId,
        rating: 4,
        reviewText: "A review for the contest.",
        status: "approved" as const,
        createdAt: new Date(monthStart(month).getTime() + (i + 1) * DAY_MS),
      })),
    );
}
