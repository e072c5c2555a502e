import { beforeAll, describe, expect, it } from "vitest";
import { emailTemplates } from "#schema/content";
import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import { emailTemplateSeeds } from "#seed/data/email-templates";
import { ORIGIN, call, db, jsonWrite } from "./support/client";
import { outboxMail } from "./support/mail";

/**
 * A newsletter link that no longer works answers in the language of the mail it came from, on the
 * site's plain page, whatever language the browser that opens it prefers.
 */
beforeAll(async () => {
  await db()
    .insert(emailTemplates)
    .values(emailTemplateSeeds().filter((t) => t.name === EMAIL_TEMPLATE_NAMES.newsletterConfirm));
});

let clients = 0;
async function mailedLinks(email: string, locale: string) {
  const write = jsonWrite("POST", { email, locale });
  const headers = {
    ...(write.headers as Record<string, string>),
    "cf-connecting-ip": `203.0.113.${++clients}`,
  };
  expect((await call("/api/newsletter/subscribe", { ...write, headers })).status).toBe(202);
  const [mail] = (await outboxMail(email)).reverse();
  const link = (path: string) =>
    new URL(
      mail!.html
        .match(new RegExp(`href="(http://localhost:8787${path}\\?[^"]+)"`))![1]!
        .replace(/&amp;/g, "&"),
    );
  return { confirm: link("/api/newsletter/confirm"), unsubscribe: link("/api/newsletter/unsubscribe") };
}

const englishBrowser = { headers: { "accept-language": "en" } };

async function expectPlainPage(response: Response, locale: string, dir: string, title: string) {
  expect(response.status).toBe(400);
  const page = await response.text();
  expect(page).toContain(`<html lang="${locale}" dir="${dir}">`);
  expect(page).toContain(`<title>${title}</title>`);
  expect(page).toContain(`<h1>${title}</h1>`);
  // The site's plain page: its viewport and style sheet.
  expect(page).toContain('<meta name="viewport"');
  expect(page).toContain("<style>");
  expect(page).not.toMatch(/This link|Back to the site/);
}

describe("a newsletter link that no longer works", () => {
  it("a used Greek confirmation link says so in Greek", async () => {
    const { confirm } = await mailedLinks("used-link@example.com", "el");
    expect((await call(confirm.toString(), englishBrowser)).status).toBe(200);
    await expectPlainPage(
      await call(confirm.toString(), englishBrowser),
      "el",
      "ltr",
      "Ο σύνδεσμος δεν λειτουργεί",
    );
  });

  it("an altered Hebrew unsubscribe link says so in Hebrew, right to left, and so does its form", async () => {
    const { unsubscribe } = await mailedLinks("altered-link@example.com", "he");
    unsubscribe.searchParams.set("token", "altered");
    await expectPlainPage(
      await call(unsubscribe.toString(), englishBrowser),
      "he",
      "rtl",
      "הקישור אינו פועל",
    );

    const posted = await call("/api/newsletter/unsubscribe", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "accept-language": "en",
        origin: ORIGIN,
        "sec-fetch-site": "same-origin",
      },
      body: unsubscribe.searchParams.toString(),
    });
    await expectPlainPage(posted, "he", "rtl", "הקישור אינו פועל");
  });
});
