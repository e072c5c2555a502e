import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { complaintCaseSchema, type ComplaintCase } from "#schema/api/complaints";
import { auditLog } from "#schema/audit";
import { complaintEvents, complaintMessages, complaints } from "#schema/complaints";
import { uiStrings } from "#schema/content";
import { mailDeliveries } from "#schema/mail-deliveries";
import { providers } from "#schema/providers";
import { complaintEmailTemplateSeeds } from "#seed/data/complaint-email-templates";
import { UI_STRINGS } from "#seed/ui-strings";
import { COMPLAINT_FILING_LIMIT } from "#worker/services/rate-limit-rules";
import { db, setUser, signIn } from "./support/client";
import { castFor, file, post, read, VALID_FILING, type Cast } from "./support/complaints";
import { insertEmailTemplates, outboxMail } from "./support/mail";

let cast: Cast;
beforeAll(async () => {
  cast = await castFor("cf");
  await insertEmailTemplates(complaintEmailTemplateSeeds());
  await db()
    .insert(providers)
    .values({ id: "cf-hidden", brand: "Gone Bet", domain: "gone.example", licenseId: "cf-3", active: false });
  // The case page's own strings, so its HTML says what a visitor reads.
  const [first, ...rest] = Object.keys(UI_STRINGS)
    .filter((key) => key.startsWith("complaint."))
    .map((key) =>
      db()
        .insert(uiStrings)
        .values({ key, ...UI_STRINGS[key]! }),
    );
  await db().batch([first!, ...rest]);
});

const filing = (extra: Record<string, unknown> = {}) => ({ ...VALID_FILING, providerId: "cf-p", ...extra });

async function expectKey(response: Response, status: number, key: string) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { messageKey?: string }).messageKey).toBe(key);
}

describe("filing a complaint", () => {
  it("is for signed-in players with a verified e-mail", async () => {
    await expectKey(await post("/api/complaints", filing()), 401, "auth.error.sign_in_first");
    await expectKey(
      await post("/api/complaints", filing(), cast.unverified),
      403,
      "complaints.error.verify_first",
    );
    expect(await db().select().from(complaints).where(eq(complaints.userId, cast.unverified.userId))).toEqual(
      [],
    );
  });

  it("refuses bad input with the first problem's key, and companies that are not listed", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 12.345 }, "complaints.validation.amount"],
      [{ amount: -1 }, "complaints.validation.amount"],
      [{ amount: "12" }, "complaints.validation.amount"],
      [{ category: "odds" }, "complaints.validation.category"],
      [{ description: "Too short." }, "complaints.validation.description_length"],
      [{ description: "x".repeat(5001) }, "complaints.validation.description_length"],
      [{ desiredOutcome: "  " }, "complaints.validation.desired_outcome_length"],
      [{ providerId: "" }, "complaints.validation.provider"],
    ];
    for (const [change, key] of cases)
      await expectKey(await post("/api/complaints", filing(change), cast.player), 400, key);
    for (const providerId of ["cf-hidden", "no-such-provider"])
      await expectKey(
        await post("/api/complaints", filing({ providerId }), cast.player),
        404,
        "complaints.error.provider_not_found",
      );
    expect(await db().select().from(complaints).where(eq(complaints.userId, cast.player.userId))).toEqual([]);
  });

  it("files an open case in cents and the page's language, with its first timeline step and audit row", async () => {
    const response = await post("/api/complaints", filing(), {
      ...cast.player,
      cookie: `${cast.player.cookie}; locale=he`,
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await db().select().from(complaints).where(eq(complaints.id, id));
    expect(row).toMatchObject({
      providerId: "cf-p",
      userId: cast.player.userId,
      status: "open",
      locale: "he",
      amountCents: 25050,
      forwardedAt: null,
      description: VALID_FILING.description,
    });
    expect(
      await db().select().from(complaintEvents).where(eq(complaintEvents.complaintId, id)),
    ).toMatchObject([{ party: "player", actorId: cast.player.userId, fromStatus: null, toStatus: "open" }]);
    expect(await db().select().from(auditLog).where(eq(auditLog.entityId, id))).toMatchObject([
      { action: "complaint.file", actorUserId: cast.player.userId },
    ]);
    const noAmount = await file(cast.player, "cf-p", { amount: null });
    const [plain] = await db().select().from(complaints).where(eq(complaints.id, noAmount));
    expect(plain?.amountCents).toBeNull();
  });
  it("tells staff who mediate complaints of the new case, each in their language, with its back-office page", async () => {
    const [mediator, player] = await Promise.all(
      ["cf-mediator@example.com", "cf-filer@example.com"].map((email) => signIn(email)),
    );
    await setUser(mediator!.userId, { role: "admin", roleAssignedAt: new Date(), locale: "el" });
    await setUser(player!.userId, { emailVerified: true });
    const id = await file({ ...player!, cookie: `${player!.cookie}; locale=en` }, "cf-p");
    const [toMediator] = await outboxMail("cf-mediator@example.com");
    expect(toMediator?.subject).toBe("Νέο παράπονο για την Case Bet περιμένει διαμεσολαβητή");
    expect(toMediator?.html).toContain(`/admin/complaints/${id}`);
    // An editor without a language of their own reads it in the language the case was filed in.
    const toEditor = (await outboxMail("cf-editor@example.com")).find((mail) => mail.html.includes(id));
    expect(toEditor?.subject).toBe("A new complaint about Case Bet waits for a mediator");
    // Nobody else: a translator has no part in complaints, and the case is not the company's yet.
    for (const email of ["cf-translator@example.com", "cf-rep@example.com", "cf-filer@example.com"])
      expect(await db().select().from(mailDeliveries).where(eq(mailDeliveries.toEmail, email))).toEqual([]);
  });

  it("takes five filings a day from one player, then answers 429 and files nothing more", async () => {
    const player = await signIn("cf-busy@example.com");
    await setUser(player.userId, { emailVerified: true });
    for (let n = 0; n < COMPLAINT_FILING_LIMIT.limit; n++)
      expect((await post("/api/complaints", filing(), player)).status).toBe(201);
    const refused = await post("/api/complaints", filing(), player);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await expectKey(refused, 429, "rate_limit.retry_in");
    // The form's check comes first: a player correcting a mistake is told what, not to wait.
    await expectKey(
      await post("/api/complaints", filing({ amount: -1 }), player),
      400,
      "complaints.validation.amount",
    );
    expect(await db().$count(complaints, eq(complaints.userId, player.userId))).toBe(
      COMPLAINT_FILING_LIMIT.limit,
    );
  });
});

describe("the public case", () => {
  let id: string;
  beforeAll(async () => {
    id = await file(cast.player, "cf-p", { amount: 987.65 });
  });

  it("is 404 to the public, the company and other users until staff forward it; its player and staff see it", async () => {
    for (const who of [undefined, cast.representative, cast.plainUser, cast.translator]) {
      expect((await read(`/api/complaints/${id}`, who)).status).toBe(404);
      expect((await read(`/en/complaints/${id}`, who)).status).toBe(404);
    }
    const own = (await (await read(`/api/complaints/${id}`, cast.player)).json()) as ComplaintCase;
    expect(own.viewer).toEqual({ party: "player", mayWrite: true, mayWithdraw: true, amountCents: 98765 });
    const staff = (await (await read(`/api/complaints/${id}`, cast.editor)).json()) as ComplaintCase;
    expect(staff.viewer).toMatchObject({ party: "staff", amountCents: null });
  });

  it("once forwarded, shows the case by the player's public name, never the amount, an e-mail or a hidden message's text", async () => {
    expect(
      (await post(`/api/admin/complaints/${id}/status`, { status: "awaiting_company" }, cast.editor)).status,
    ).toBe(200);
    const secret = "My account number is 4242 and my phone is 99 123456.";
    expect((await post(`/api/complaints/${id}/messages`, { body: secret }, cast.player)).status).toBe(201);
    expect(
      (await post(`/api/complaints/${id}/messages`, { body: "We are looking into it." }, cast.representative))
        .status,
    ).toBe(201);
    const [hidden] = await db().select().from(complaintMessages).where(eq(complaintMessages.body, secret));
    expect(
      (
        await post(
          `/api/admin/complaints/${id}/messages/${hidden!.id}/hide`,
          { reason: "Personal data" },
          cast.editor,
        )
      ).status,
    ).toBe(200);

    const response = await read(`/api/complaints/${id}`);
    expect(response.status).toBe(200);
    const json = await response.text();
    const page = await (await read(`/en/complaints/${id}`)).text();
    for (const text of [json, page]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain("cf-player@example.com");
      expect(text).not.toContain("cf-rep@example.com");
      expect(text).not.toMatch(/98765|987[.,]65/);
    }
    // Exactly the public fields: a strict schema refuses any other (an e-mail, an amount, an author).
    const shown = complaintCaseSchema.parse(JSON.parse(json));
    expect(shown).toMatchObject({
      status: "awaiting_player",
      player: { username: "cf_player" },
      provider: { id: "cf-p", brand: "Case Bet" },
      viewer: { party: null, mayWrite: false, mayWithdraw: false, amountCents: null },
    });
    expect(shown.messages.map((m) => [m.party, m.body, m.hiddenReason])).toEqual([
      ["player", null, "Personal data"],
      ["company", "We are looking into it.", null],
    ]);
    expect(shown.events.map((e) => e.toStatus)).toEqual(["open", "awaiting_company", "awaiting_player"]);
    expect(page).toContain("cf_player");
    expect(page).toContain("We are looking into it.");
    expect(page).toContain("Hidden by the mediator: Personal data");
    expect(page).toContain("Case Bet · Verified company response");
  });

  it("is unknown as a 404 for an id that does not exist", async () => {
    expect((await read("/api/complaints/nope")).status).toBe(404);
  });
});

describe("my complaints", () => {
  it("lists the signed-in player's own cases only", async () => {
    const mine = (await (await read("/api/user/complaints", cast.player)).json()) as {
      providerBrand: string;
    }[];
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((c) => c.providerBrand === "Case Bet")).toBe(true);
    expect(await (await read("/api/user/complaints", cast.plainUser)).json()).toEqual([]);
    expect((await read("/api/user/complaints")).status).toBe(401);
  });
});
