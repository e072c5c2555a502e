import { describe, expect, it } from "vitest";
import { websiteDomain } from "#schema/website-domain";
import { readBlockList, readLicenceRegister } from "#worker/services/register-file";
import { matchProviders } from "#worker/services/register-matching";

describe("reading the regulator's register", () => {
  it("reads the Greek page's headers and words, a semicolon file and day-first dates", () => {
    const text = [
      "Αριθμός Άδειας;Εταιρεία;Κατηγορία;Ιστοσελίδα;Κατάσταση;Ισχύς από",
      "NBA-1;Άλφα Λτδ;Α;www.alfa.example;Ενεργή;31.12.2020",
      "NBA-2;Βήτα Λτδ;Β;;Σε αναστολή;",
    ].join("\r\n");
    const { records, errors } = readLicenceRegister(`\uFEFF${text}`);
    expect(errors).toEqual([]);
    expect(records.map((r) => [r.licenceNumber, r.status, r.domains, r.validFrom])).toEqual([
      ["NBA-1", "active", ["alfa.example"], "2020-12-31"],
      ["NBA-2", "suspended", [], null],
    ]);
  });

  it("refuses an impossible date and a repeated licence by row", () => {
    const { errors } = readLicenceRegister(
      "licence,company,status,valid to\nA-1,One,active,31/02/2027\na 1,Two,active,",
    );
    expect(errors.map((e) => [e.row, e.messageKey])).toEqual([
      [2, "admin.register.error.bad_date"],
      [3, "admin.register.error.duplicate_licence"],
    ]);
  });

  it("keeps one domain per site, whatever address form the list uses", () => {
    expect(
      ["https://WWW.Bad.test/path?q=1", "bad.test.", "sub.bad.test:8080", "no spaces.test", "x"].map(
        websiteDomain,
      ),
    ).toEqual(["bad.test", "bad.test", "sub.bad.test", null, null]);
    expect(readBlockList("bad.test\nwww.bad.test\nother.test").domains).toEqual(["bad.test", "other.test"]);
  });
});

describe("matching register rows to providers", () => {
  const provider = (id: string, extra: Partial<Parameters<typeof matchProviders>[1][number]> = {}) => ({
    id,
    brand: id,
    domain: `${id}.example`,
    licenseId: "",
    companyLegalName: null,
    licensedDomains: null,
    ...extra,
  });
  const record = (licenceNumber: string, company: string, domains: string[] = []) => ({
    row: 2,
    licenceNumber,
    company,
    licenceClass: null,
    domains,
    status: "active" as const,
    validFrom: null,
    validTo: null,
  });

  it("tries licence, then company (legal form ignored), then domain; a way naming two providers decides nothing", () => {
    const providers = [
      provider("one", { licenseId: "L-7", companyLegalName: "Shared Name Ltd" }),
      provider("two", { licenseId: "L-7", companyLegalName: "Second Gaming Limited" }),
      provider("three"),
    ];
    const matches = matchProviders(
      [record("L 7", "SECOND GAMING LTD."), record("X", "Nobody", ["three.example"]), record("Y", "Nobody")],
      providers,
    );
    expect(matches.map((m) => [m.provider?.id ?? null, m.matchedBy])).toEqual([
      ["two", "company"],
      ["three", "domain"],
      [null, null],
    ]);
  });
});
