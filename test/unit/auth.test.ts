import { describe, expect, it } from "vitest";
import { fullName, initials } from "#web/features/auth/display-name";
import { loginHref } from "#web/features/auth/login-href";

describe("fullName", () => {
  it("joins first and last name, skipping a missing or blank part", () => {
    expect(fullName({ firstName: "Eleni", lastName: "Georgiou" })).toBe("Eleni Georgiou");
    expect(fullName({ firstName: "Eleni", lastName: null })).toBe("Eleni");
    expect(fullName({ firstName: "  ", lastName: "Georgiou" })).toBe("Georgiou");
  });

  it("is null for someone without a name (the 'anonymous' label is shown instead)", () => {
    expect(fullName({ firstName: null, lastName: null })).toBeNull();
    expect(fullName({ firstName: "", lastName: " " })).toBeNull();
    expect(fullName({})).toBeNull();
  });
});

describe("initials", () => {
  it("takes the first letter of first and last name, upper-cased in any script", () => {
    expect(initials({ firstName: "eleni", lastName: "georgiou" })).toBe("EG");
    expect(initials({ firstName: "Ελένη", lastName: "Γεωργίου" })).toBe("ΕΓ");
    expect(initials({ firstName: "Иван", lastName: null })).toBe("И");
    expect(initials({ firstName: "דנה", lastName: "כהן" })).toBe("דכ");
  });

  it("keeps a letter outside the basic plane whole", () => {
    expect(initials({ firstName: "𝒜lex", lastName: null })).toBe("𝒜");
  });

  it("is '?' without a name", () => {
    expect(initials({ firstName: null, lastName: null })).toBe("?");
    expect(initials({ firstName: " ", lastName: "" })).toBe("?");
  });
});

describe("loginHref", () => {
  it("returns to the page with its search, encoded as one parameter", () => {
    expect(loginHref("/profile")).toBe("/api/login?returnTo=%2Fprofile");
    expect(loginHref("/he/providers?q=bet&sort=name")).toBe(
      "/api/login?returnTo=%2Fhe%2Fproviders%3Fq%3Dbet%26sort%3Dname",
    );
  });

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/.//evil.example",
    "javascript:alert(1)",
    "profile",
    "",
  ])("sends %j back to the home page instead", (target) => {
    expect(loginHref(target)).toBe("/api/login?returnTo=%2F");
  });

  it("keeps ordinary paths of this site", () => {
    expect(loginHref("/")).toBe("/api/login?returnTo=%2F");
    expect(loginHref("/providers/abc?x=%2F%2Fhost")).toBe(
      "/api/login?returnTo=%2Fproviders%2Fabc%3Fx%3D%252F%252Fhost",
    );
  });
});
