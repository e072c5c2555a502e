import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminOnboardingStep, OnboardingProvider } from "#schema/api/admin-onboarding";
import { auditLog } from "#schema/audit";
import { uiStrings } from "#schema/content";
import { LOCALES, type Locale } from "#schema/locales";
import { providerOnboardingSteps, providerOnboardingStepTranslations } from "#schema/onboarding";
import { providers } from "#schema/providers";
import { UI_STRINGS } from "#seed/ui-strings";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";

const PROVIDER = "p-onboarding";
const OTHER = "p-onboarding-other";

/** Six languages' texts, each marked with `label` so a test can tell two versions apart. */
const texts = (label: string) =>
  Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      { title: `${label} title ${locale}`, description: `${label} text ${locale}` },
    ]),
  ) as Record<Locale, { title: string; description: string }>;

let admin: { cookie: string; userId: string };
let translator: { cookie: string; userId: string };

beforeAll(async () => {
  await db()
    .insert(providers)
    .values([
      { id: PROVIDER, brand: "Onboarding Bet", domain: "onboarding.example", licenseId: "L-ON" },
      {
        id: OTHER,
        brand: "Another Onboarding Bet",
        domain: "other.example",
        licenseId: "L-OT",
        active: false,
      },
    ]);
  admin = await signIn("onboarding-admin@example.com");
  await setUser(admin.userId, { role: "admin" });
  translator = await signIn("onboarding-translator@example.com");
  await setUser(translator.userId, { role: "translator", roleAssignedAt: new Date() });
});

const asAdmin = () => ({ headers: { cookie: admin.cookie } });
const create = (body: unknown, cookie = admin.cookie) =>
  call("/api/admin/onboarding-steps", jsonWrite("POST", body, cookie));
const patch = (id: string, body: unknown) =>
  call(`/api/admin/onboarding-steps/${id}`, jsonWrite("PATCH", body, admin.cookie));
const remove = (id: string) =>
  call(`/api/admin/onboarding-steps/${id}`, jsonWrite("DELETE", {}, admin.cookie));

async function stepsOf(providerId: string) {
  const response = await call(`/api/admin/providers/${providerId}/onboarding`, asAdmin());
  expect(response.status).toBe(200);
  return (await response.json()) as AdminOnboardingStep[];
}

const auditRowsOf = (id: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "onboarding_step"), eq(auditLog.entityId, id)));

const newStep = (stepNumber: number, label = "First") => ({
  step: { providerId: PROVIDER, stepNumber, screenshotUrl: "", active: true },
  translations: texts(label),
});

describe("onboarding steps in the back office", () => {
  it("creates a step with its six texts, lists it under its provider, and audits it", async () => {
    const response = await create(newStep(1));
    expect(response.status).toBe(201);
    const created = (await response.json()) as AdminOnboardingStep;
    expect(created).toMatchObject({ providerId: PROVIDER, stepNumber: 1, screenshotUrl: null, active: true });

    const steps = await stepsOf(PROVIDER);
    expect(steps).toHaveLength(1);
    expect(steps[0]!.translations).toEqual(texts("First"));
    expect(steps[0]!.translations.he?.title).toBe("First title he");

    const [audit] = await auditRowsOf(created.id);
    expect(audit).toMatchObject({ action: "onboarding_step.create", actorUserId: admin.userId });
    expect(audit!.detailsJson).toMatchObject({
      providerId: PROVIDER,
      stepNumber: "1",
      "el.title": "First title el",
    });
  });

  it("edits a step and its texts together, auditing before → after of what changed", async () => {
    const created = (await (await create(newStep(2, "Before"))).json()) as AdminOnboardingStep;
    const response = await patch(created.id, {
      step: { stepNumber: 3, screenshotUrl: "https://img.example/step.png", active: false },
      translations: { ...texts("Before"), fr: { title: "Après", description: "Nouveau texte" } },
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as AdminOnboardingStep;
    expect(saved).toMatchObject({
      stepNumber: 3,
      screenshotUrl: "https://img.example/step.png",
      active: false,
    });
    expect(saved.translations.fr).toEqual({ title: "Après", description: "Nouveau texte" });
    expect(saved.translations.en).toEqual(texts("Before").en);

    const update = (await auditRowsOf(created.id)).find((row) => row.action === "onboarding_step.update");
    expect(update?.detailsJson).toEqual({
      stepNumber: "2 → 3",
      screenshotUrl: "∅ → https://img.example/step.png",
      active: "true → false",
      "fr.title": "Before title fr → Après",
      "fr.description": "Before text fr → Nouveau texte",
    });
  });

  it("lists inactive steps too, in step order, and every provider (inactive too) with its step count", async () => {
    const numbers = (await stepsOf(PROVIDER)).map((step) => step.stepNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect((await stepsOf(PROVIDER)).some((step) => !step.active)).toBe(true);

    const response = await call("/api/admin/onboarding/providers", asAdmin());
    const list = (await response.json()) as OnboardingProvider[];
    expect(list.find((p) => p.id === PROVIDER)).toEqual({
      id: PROVIDER,
      brand: "Onboarding Bet",
      active: true,
      stepCount: numbers.length,
    });
    expect(list.find((p) => p.id === OTHER)).toMatchObject({ active: false, stepCount: 0 });
  });

  it("deletes a step with its texts, and audits what it was", async () => {
    const created = (await (await create(newStep(9, "Doomed"))).json()) as AdminOnboardingStep;
    expect((await remove(created.id)).status).toBe(204);
    expect((await stepsOf(PROVIDER)).map((step) => step.id)).not.toContain(created.id);
    const left = await db()
      .select()
      .from(providerOnboardingStepTranslations)
      .where(eq(providerOnboardingStepTranslations.stepId, created.id));
    expect(left).toEqual([]);
    const deletion = (await auditRowsOf(created.id)).find((row) => row.action === "onboarding_step.delete");
    expect(deletion?.detailsJson).toMatchObject({ stepNumber: "9", "en.title": "Doomed title en" });
  });

  it("answers 400 with the form's messages for a bad step number, URL, title or description", async () => {
    const cases: [unknown, string][] = [
      [{ ...newStep(0) }, "Step number must be at least 1"],
      [{ ...newStep(1.5) }, "Step number must be a whole number"],
      [{ ...newStep(1), step: { ...newStep(1).step, screenshotUrl: "not a url" } }, "Must be a valid URL"],
      [
        { ...newStep(1), translations: { ...texts("x"), el: { title: "  ", description: "d" } } },
        "Title is required",
      ],
      [
        { ...newStep(1), translations: { ...texts("x"), he: { title: "t", description: "" } } },
        "Description is required",
      ],
      [{ ...newStep(1), translations: { en: texts("x").en } }, "Title is required"],
    ];
    for (const [body, message] of cases) {
      const response = await create(body);
      expect(response.status, message).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(message);
    }
    const before = await stepsOf(PROVIDER);
    const response = await patch(before[0]!.id, { step: { stepNumber: 0 }, translations: texts("x") });
    expect(response.status).toBe(400);
    expect(await stepsOf(PROVIDER)).toEqual(before);
  });

  it("answers 404 admin.error.not_found for an unknown step or provider, and writes nothing", async () => {
    for (const response of [
      await patch("no-such-step", newStep(1)),
      await remove("no-such-step"),
      await call("/api/admin/providers/no-such-provider/onboarding", asAdmin()),
      await create({ ...newStep(1), step: { ...newStep(1).step, providerId: "no-such-provider" } }),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ messageKey: "admin.error.not_found" });
    }
    const orphans = await db()
      .select()
      .from(providerOnboardingSteps)
      .where(eq(providerOnboardingSteps.providerId, "no-such-provider"));
    expect(orphans).toEqual([]);
  });

  it("is atomic: a text that cannot be stored leaves the step, its other texts and the audit log as they were", async () => {
    const [step] = await stepsOf(PROVIDER);
    const updates = async () =>
      (await auditRowsOf(step!.id)).filter((row) => row.action === "onboarding_step.update").length;
    const auditsBefore = await updates();
    // A trigger stands in for any failure of the batch's last text write, after the step's own
    // fields and five of its texts were written.
    await env.DB.prepare(
      `CREATE TRIGGER fail_fr_text BEFORE INSERT ON provider_onboarding_step_translations
       WHEN NEW.locale = 'fr' AND NEW.title LIKE 'Half%' BEGIN SELECT RAISE(ABORT, 'forced failure'); END`,
    ).run();
    try {
      const response = await patch(step!.id, {
        step: { stepNumber: 42, screenshotUrl: "", active: true },
        translations: texts("Half"),
      });
      expect(response.status).toBe(500);
    } finally {
      await env.DB.prepare("DROP TRIGGER fail_fr_text").run();
    }
    const [after] = (await stepsOf(PROVIDER)).filter((s) => s.id === step!.id);
    expect(after).toEqual(step);
    expect(await updates()).toBe(auditsBefore);
  });

  it("is for the onboarding permission: a translator gets 403 on every onboarding route", async () => {
    const [step] = await stepsOf(PROVIDER);
    const cookie = translator.cookie;
    expect((await call(`/api/admin/providers/${PROVIDER}/onboarding`, { headers: { cookie } })).status).toBe(
      403,
    );
    expect((await call("/api/admin/onboarding/providers", { headers: { cookie } })).status).toBe(403);
    expect((await create(newStep(5), cookie)).status).toBe(403);
    expect(
      (await call(`/api/admin/onboarding-steps/${step!.id}`, jsonWrite("PATCH", newStep(5), cookie))).status,
    ).toBe(403);
    expect(
      (await call(`/api/admin/onboarding-steps/${step!.id}`, jsonWrite("DELETE", {}, cookie))).status,
    ).toBe(403);
    expect((await call(`/api/admin/providers/${PROVIDER}/onboarding`)).status).toBe(401);
  });
});

describe("/admin/onboarding, server-rendered", () => {
  const get = (path: string, cookie: string) =>
    call(path, { headers: { cookie: `locale=en; ${cookie}` }, redirect: "manual" });

  it("renders the chosen provider's steps for an admin, kept out of search engines", async () => {
    const keys = Object.keys(UI_STRINGS).filter((key) => key.startsWith("admin.onboarding."));
    const [first, ...rest] = keys.map((key) =>
      db()
        .insert(uiStrings)
        .values({ key, ...UI_STRINGS[key]! }),
    );
    await db().batch([first!, ...rest]);
    const response = await get(`/admin/onboarding?provider=${PROVIDER}`, admin.cookie);
    expect(response.status).toBe(200);
    const html = (await response.text()).replace(/<!-- -->/g, "");
    expect(html).toMatch(/<meta name="robots" content="noindex"[^>]*>/);
    expect(html).toMatch(/<h1[^>]*>Onboarding<\/h1>/);
    expect(html).toContain("Steps of Onboarding Bet");
    expect(html).toContain("Another Onboarding Bet (inactive, 0 steps)");
    expect(html).toContain("title he");
  });

  it("sends a translator (no onboarding permission) to a screen they may open", async () => {
    const response = await get("/admin/onboarding", translator.cookie);
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.headers.get("location")).not.toContain("/admin/onboarding");
  });
});
