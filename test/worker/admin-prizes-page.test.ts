import { beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "#schema/content";
import { prizeAwards, reviewLeaderboards } from "#schema/contest";
import { contestMonthOf, formatMonth, shiftMonth } from "#schema/cyprus-time";
import { mailDeliveries } from "#schema/mail-deliveries";
import { users } from "#schema/users";
import { UI_STRINGS } from "#seed/ui-strings";
import { call, db, setUser, signIn } from "./support/client";

/** A month that is over, well inside the pickers' twelve. */
const MONTH = shiftMonth(contestMonthOf(new Date()), -2);
const MONTH_NAME = formatMonth("en", MONTH);

beforeAll(async () => {
  const keys = Object.keys(UI_STRINGS).filter((key) => /^(admin\.prizes|payment)\./.test(key));
  await db().batch([
    db().insert(users).values({
      id: "u-winner",
      email: "winner@example.com",
      username: "top_reviewer",
      firstName: "Maria",
      lastName: "Constantinou",
    }),
    db().insert(reviewLeaderboards).values({
      id: "lb-winner",
      month: MONTH,
      userId: "u-winner",
      reviewCount: 7,
      rank: 1,
      prizeAmount: 50,
    }),
    // Plain details (the API writes an encrypted envelope; the server reads plain ones as they are).
    db()
      .insert(prizeAwards)
      .values({
        id: "award-winner",
        leaderboardId: "lb-winner",
        userId: "u-winner",
        amount: 50,
        paymentMethodSnapshot: {
          method: "bank_transfer",
          details: { accountHolderName: "Maria Constantinou", iban: "CY17002001280000001200527600" },
        },
        notes: "Checked the IBAN with the bank",
      }),
    db().insert(mailDeliveries).values({
      kind: "prize",
      prizeAwardId: "award-winner",
      toEmail: "winner@example.com",
      subject: "You won",
      html: "<p>You won</p>",
      text: "You won",
      status: "failed",
      attempts: 5,
      lastError: "550 mailbox unavailable",
    }),
    ...keys.map((key) =>
      db()
        .insert(uiStrings)
        .values({ key, ...UI_STRINGS[key]! }),
    ),
  ]);
});

const get = (path: string, cookie?: string) =>
  call(path, { headers: { cookie: `locale=en${cookie ? `; ${cookie}` : ""}` }, redirect: "manual" });

async function adminCookie() {
  const admin = await signIn("prizes-admin@example.com");
  await setUser(admin.userId, { role: "admin" });
  return admin.cookie;
}

const htmlOf = async (response: Response) => (await response.text()).replace(/<!-- -->/g, "");
const currentTab = (html: string) => html.match(/<a[^>]*aria-current="page"[^>]*>([^<]*)<\/a>/)?.[1];

describe("/admin/prizes, server-rendered", () => {
  it("sends anyone who is not an admin to the home page", async () => {
    expect((await get("/admin/prizes")).headers.get("location")).toBe("/");
    const analyst = await signIn("prizes-analyst@example.com");
    expect((await get("/admin/prizes?tab=history", analyst.cookie)).headers.get("location")).toBe("/");
  });

  it("renders Pending Prizes for an admin, kept out of search engines: the three tabs, the month filter, the award", async () => {
    const response = await get("/admin/prizes", await adminCookie());
    expect(response.status).toBe(200);
    const html = await htmlOf(response);
    expect(html).toMatch(/<meta name="robots" content="noindex"[^>]*>/);
    expect(html).toMatch(/<h1[^>]*>Prizes<\/h1>/);
    expect(currentTab(html)).toBe("Pending Prizes");
    expect(html).toContain(">Prize History</a>");
    expect(html).toContain(">Leaderboard Management</a>");
    const filter = html.match(/<select[^>]*id="pending-prizes-month"[\s\S]*?<\/select>/)?.[0] ?? "";
    expect([...filter.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1])).toHaveLength(13);
    expect(filter).toContain(">All months</option>");
    expect(filter).toContain(`>${MONTH_NAME}</option>`);

    expect(html).toMatch(/<h2[^>]*>top_reviewer<\/h2>/);
    expect(html).toContain("winner@example.com");
    expect(html).toContain("Maria Constantinou");
    expect(html).toContain("€50");
    expect(html).toMatch(/<span[^>]*>Pending<\/span>/);
    expect(html).toContain("Payment method: Bank transfer");
    expect(html).toContain("CY17002001280000001200527600");
    expect(html).toContain(">Checked the IBAN with the bank</textarea>");
    expect(html).toContain("Not paid yet");
    // The winner's mail: failed after its retries, with the attempts and the error, and Resend.
    const mail = html.match(/<h3[^>]*>E-mail to the winner<\/h3>[\s\S]*?<\/dl>/)?.[0] ?? "";
    expect(mail).toMatch(/<span[^>]*>Failed<\/span>/);
    expect(mail).toMatch(/<dt[^>]*>Attempts<\/dt><dd>5<\/dd>/);
    expect(mail).toMatch(/<dt[^>]*>Last error<\/dt><dd[^>]*>550 mailbox unavailable<\/dd>/);
    expect(mail).toMatch(/<button[^>]*>Resend e-mail<\/button>/);
  });

  it("keeps the tab and the month in the address: a month with no unpaid prize says so", async () => {
    const cookie = await adminCookie();
    const other = shiftMonth(MONTH, -1);
    const html = await htmlOf(await get(`/admin/prizes?month=${other}`, cookie));
    expect(html).toMatch(new RegExp(`<option value="${other}" selected="">`));
    expect(html).toContain("No unpaid prizes for");
    expect(html).not.toContain("top_reviewer");

    const history = await htmlOf(await get("/admin/prizes?tab=history", cookie));
    expect(currentTab(history)).toBe("Prize History");
    expect(history).toContain("top_reviewer");
  });

  it("shows Leaderboard Management with the finished months and the chosen month's standings", async () => {
    const html = await htmlOf(await get(`/admin/prizes?tab=leaderboard&month=${MONTH}`, await adminCookie()));
    expect(currentTab(html)).toBe("Leaderboard Management");
    const select = html.match(/<select[^>]*id="standings-month"[\s\S]*?<\/select>/)?.[0] ?? "";
    const months = [...select.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe(shiftMonth(contestMonthOf(new Date()), -1));
    expect(html).toContain(`Standings for ${MONTH_NAME}`);
    expect(html).toMatch(/<button[^>]*>Calculate<\/button>/);
  });
});
