import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { aspectsApi } from "../../server/api/contracts/aspects";
import { legislationsApi } from "../../server/api/contracts/legislations";
import { machinesApi } from "../../server/api/contracts/machines";
import { stakeholdersApi } from "../../server/api/contracts/stakeholders";
import { hiddenColumns, keepColumnChoice } from "~/components/table/column-choice.server";
import { recordForm } from "~/register/form.server";

describe("a register's form, from the API's input schema", () => {
  const { rules, schema } = recordForm(machinesApi.update);

  it("takes each field's rule from the API: required, longest text, dates, ids; the version is no field", () => {
    expect(rules).toEqual({
      name: { kind: "text", required: true, maxLength: 200 },
      type: { kind: "text", required: false, maxLength: 100 },
      manufacturer: { kind: "text", required: false, maxLength: 200 },
      model: { kind: "text", required: false, maxLength: 200 },
      serialNumber: { kind: "text", required: false, maxLength: 100 },
      departmentId: { kind: "id", required: false },
      location: { kind: "text", required: false, maxLength: 200 },
      inceptionDate: { kind: "date", required: false },
      endOfUseDate: { kind: "date", required: false },
    });
  });

  it("gives the API's body: trimmed text, empty fields as null, ids as numbers", () => {
    const parsed = schema.safeParse({
      name: "  Kedel Ærø ",
      type: "",
      departmentId: "12",
      inceptionDate: "2015-11-20",
      lastModifiedDate: "2026-01-01T00:00:00.000Z",
    });
    expect(parsed.success && parsed.data).toMatchObject({
      name: "Kedel Ærø",
      type: null,
      serialNumber: null,
      departmentId: 12,
      inceptionDate: "2015-11-20",
      endOfUseDate: null,
    });
  });

  it("refuses what the API refuses, with the form's texts: a missing name, a too long one, a date out of its bound", () => {
    const issues = (value: Record<string, string>) => {
      const parsed = schema.safeParse({ lastModifiedDate: "2026-01-01T00:00:00.000Z", ...value });
      return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    };
    expect(issues({ name: " " })).toEqual(["name: validation.required"]);
    expect(issues({ name: "x".repeat(201) })).toEqual(["name: validation.tooLong"]);
    expect(issues({ name: "Kedel", inceptionDate: "2300-01-01" })).toEqual([
      "inceptionDate: validation.server.date_beyond_20_years",
    ]);
    expect(issues({ name: "Kedel", departmentId: "-1" })).toHaveLength(1);
  });
});

describe("a catalogue's form: e-mail and web addresses, long texts, codes the API checks, several ids", () => {
  it("reads the rules of the stakeholder and legislation catalogues from their API", () => {
    const stakeholder = recordForm(stakeholdersApi.create).rules;
    expect(stakeholder.kind).toMatchObject({ kind: "choice", required: true });
    expect(stakeholder.email).toEqual({ kind: "text", required: false, maxLength: 254, format: "email" });
    expect(stakeholder.countryAlpha2).toEqual({ kind: "code", required: false });
    const legislation = recordForm(legislationsApi.create).rules;
    expect(legislation.territory).toEqual({ kind: "code", required: true });
    expect(legislation.url).toEqual({ kind: "text", required: false, maxLength: 1000, format: "url" });
    expect(legislation.summaryEn).toEqual({ kind: "longText", required: false, maxLength: 5000 });
    expect(legislation.topicIds).toEqual({ kind: "ids", required: false, max: 20 });
  });

  it("gives the API's body and refuses with the form's texts", () => {
    const { schema } = recordForm(legislationsApi.create);
    const act = { titleEn: "Act", titleDa: "Lov", referenceNumber: "BEK 1", territory: "DK" };
    const parsed = schema.safeParse({ ...act, topicIds: ["3", "5"] });
    expect(parsed.success && parsed.data).toMatchObject({ ...act, url: null, summaryEn: null, topicIds: [3, 5] });
    const refused = schema.safeParse({ ...act, territory: undefined, url: "ftp://example.com" });
    expect(
      refused.success ? [] : refused.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`),
    ).toEqual(["territory: validation.required", "url: validation.url"]);
    const email = recordForm(stakeholdersApi.create).schema.safeParse({ name: "A", kind: "NGO", email: "not" });
    expect(email.success ? [] : email.error.issues.map((issue) => issue.message)).toEqual(["validation.email"]);
  });
});

describe("a whole number of a longer range: typed, within its bounds", () => {
  const { rules, schema } = recordForm(aspectsApi.create);
  const aspect = {
    activity: "Affedtning",
    aspect: "Opløsningsmidler til luft",
    impact: "Luftforurening",
    condition: "NORMAL",
    lifeCycleStage: "PRODUCTION",
    severity: "3",
    probability: "3",
    legalRequirement: "3",
    stakeholderConcern: "3",
  };
  const messages = (value: Record<string, string>) => {
    const parsed = schema.safeParse({ ...aspect, ...value });
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("reads its bounds from the API and gives a number, or null when left empty", () => {
    expect(rules.reviewMonths).toEqual({ kind: "number", required: false, min: 1, max: 120, whole: true });
    expect(rules.severity).toEqual({ kind: "step", required: true, min: 1, max: 5 });
    const parsed = schema.safeParse({ ...aspect, reviewMonths: " 12 " });
    expect(parsed.success && parsed.data).toMatchObject({ reviewMonths: 12, severity: 3, obligationIds: [] });
    const empty = schema.safeParse({ ...aspect, reviewMonths: "" });
    expect(empty.success && empty.data.reviewMonths).toBeNull();
  });

  it("refuses what is no whole number or lies outside the bounds, with the form's texts", () => {
    expect(messages({ reviewMonths: "0" })).toEqual(["reviewMonths: validation.server.too_small"]);
    expect(messages({ reviewMonths: "121" })).toEqual(["reviewMonths: validation.server.too_big"]);
    expect(messages({ reviewMonths: "1,5" })).toEqual(["reviewMonths: validation.number"]);
    expect(messages({ reviewMonths: "tolv" })).toEqual(["reviewMonths: validation.number"]);
  });
});

describe("the columns a reader hides", () => {
  const context = { secureCookies: false } as AppLoadContext;
  const posted = (entries: [string, string][]) => {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return form;
  };
  const request = (cookie?: string) =>
    new Request("http://localhost/", cookie ? { headers: { Cookie: cookie.split(";")[0]! } } : {});

  it("keeps the offered columns left unticked, per table, and reads them back", async () => {
    const form = posted([
      ["table", "machines"],
      ["offered", "serial"],
      ["offered", "location"],
      ["shown", "location"],
    ]);
    const cookie = await keepColumnChoice(request(), context, form);
    expect(await hiddenColumns(request(cookie!), context)).toEqual({ machines: ["serial"] });
  });

  it("ignores what no table offers and names no table could have, and keeps the cookie small", async () => {
    expect(await keepColumnChoice(request(), context, posted([["table", "../x"]]))).toBeNull();
    const many = posted([
      ["table", "machines"],
      ...Array.from({ length: 500 }, (_, i) => ["offered", `c${i}`] as [string, string]),
    ]);
    const cookie = await keepColumnChoice(request(), context, many);
    expect((await hiddenColumns(request(cookie!), context)).machines).toHaveLength(30);
    expect(cookie!.length).toBeLessThan(4096);
    expect(await hiddenColumns(request("table-columns=garbage"), context)).toEqual({});
  });
});
