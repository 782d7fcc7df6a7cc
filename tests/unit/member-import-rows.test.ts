import { describe, expect, it } from "vitest";
import { byName } from "../../server/services/imports/definition";
import { judgeRows } from "../../server/services/imports/kit";
import { memberRules, rolesByName } from "../../server/services/imports/registers/members";

// The rules a file of people is judged by (decision 043), without a database: the invitation's contract
// read from the cells, the organization's departments and roles by name, and the members it has.

const ORGANIZATION = 10;
const WAREHOUSE = 11;
const COLUMNS = ["name", "email", "job_title", "department", "scope", "roles"];

function judge(rows: string[][], present: { email: string; organizationId: number }[] = []) {
  const prepared = {
    references: {
      department: byName([
        { id: ORGANIZATION, names: ["Nordvik A/S"] },
        { id: WAREHOUSE, names: ["Lager"] },
      ]),
      roles: rolesByName([
        { id: 1, name: "Førstehjælper" },
        { id: 2, name: "Safety, health and environment" },
        { id: 3, name: "Truckfører" },
      ]),
    },
    ...memberRules(present, ORGANIZATION),
    insert: async () => undefined,
  };
  const pending = {
    register: "members",
    headers: COLUMNS,
    rows,
    mapping: Object.fromEntries(COLUMNS.map((column, index) => [column, index])),
  } as unknown as Parameters<typeof judgeRows>[1];
  return judgeRows(prepared, pending);
}

describe("a row of the members import", () => {
  it("is a person as the invitation takes them: access in either language, Read when left out", () => {
    const [mette, ole, kim] = judge([
      ["Mette Sørensen", "mette@example.dk", "Lagerchef", "lager", "Redigere", "Førstehjælper; Truckfører"],
      ["Ole Hansen", "ole@example.dk", "", "", "", ""],
      ["Kim Berg", "kim@example.dk", "", "Nordvik A/S", "manage", "Safety, health and environment"],
    ]);
    expect(mette).toMatchObject({
      errors: [],
      value: {
        name: "Mette Sørensen",
        email: "mette@example.dk",
        job_title: "Lagerchef",
        organization_id: WAREHOUSE,
        scope: "EDIT",
        role_ids: [1, 3],
      },
    });
    expect(ole!.value).toMatchObject({ scope: "READ", organization_id: null, role_ids: [], job_title: null });
    // A role's name may hold a comma: the whole cell is one role when it names one.
    expect(kim!.value).toMatchObject({ scope: "MANAGE", organization_id: ORGANIZATION, role_ids: [2] });
  });

  it("needs a name and a valid e-mail address, and names only departments, accesses and roles there are", () => {
    const rows = judge([
      ["", "nobody@example.dk", "", "", "", ""],
      ["Bo", "not an address", "", "", "", ""],
      ["Carl", "carl@example.dk", "", "Kontor", "Chef", "Førstehjælper, Kok"],
    ]);
    expect(rows.map((row) => [row.line, row.errors])).toEqual([
      [2, [{ column: "name", code: "required" }]],
      [3, [{ column: "email", code: "invalid_format" }]],
      [
        4,
        [
          { column: "department", code: "unknown_reference" },
          { column: "scope", code: "not_an_option" },
          { column: "roles", code: "unknown_reference" },
        ],
      ],
    ]);
    expect(rows.every((row) => row.value === null)).toBe(true);
  });

  it("refuses a member of the organization or department the row names, and an address twice in any case", () => {
    const present = [
      { email: "Anna@Example.dk", organizationId: ORGANIZATION },
      { email: "lis@example.dk", organizationId: WAREHOUSE },
    ];
    const rows = judge(
      [
        ["Anna", "ANNA@example.dk", "", "", "", ""],
        ["Lis", "lis@example.dk", "", "Nordvik A/S", "", ""],
        ["Dora", "dora@example.dk", "", "", "", ""],
        ["Dora igen", "DORA@Example.DK", "", "Lager", "", ""],
      ],
      present,
    );
    expect(rows.map((row) => [row.line, row.errors])).toEqual([
      [2, [{ column: "email", code: "already_a_member" }]],
      // A member of the warehouse only: made a member of the organization too, as the form would.
      [3, []],
      [4, []],
      [5, [{ column: "email", code: "email_twice_in_file" }]],
    ]);
  });
});
