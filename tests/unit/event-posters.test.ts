import { describe, expect, it } from "vitest";
import { posterPlaces, reportAddress } from "../../app/routes/evaluation/event-handling/poster-places";

const department = (id: number, name: string, departments: Parameters<typeof posterPlaces>[2] = []) => ({
  id,
  name,
  departments,
});

describe("the event report posters", () => {
  it("lead to the report form at the public address, choosing the department when there is one", () => {
    expect(reportAddress("https://work.example", 12)).toBe("https://work.example/events/new?department=12");
    expect(reportAddress("https://work.example/", null)).toBe("https://work.example/events/new");
    expect(reportAddress("https://work.example/app", 3)).toBe("https://work.example/app/events/new?department=3");
  });

  it("are one for the organization, without a department, then one per department, those below their own", () => {
    const places = posterPlaces("http://localhost:3000", { name: "Acme A/S" }, [
      department(2, "Production", [department(4, "Line 1")]),
      department(3, "Office"),
    ]);
    expect(places).toEqual([
      { departmentId: null, name: "Acme A/S", within: [], address: "http://localhost:3000/events/new" },
      {
        departmentId: 2,
        name: "Production",
        within: ["Acme A/S"],
        address: "http://localhost:3000/events/new?department=2",
      },
      {
        departmentId: 4,
        name: "Line 1",
        within: ["Acme A/S", "Production"],
        address: "http://localhost:3000/events/new?department=4",
      },
      {
        departmentId: 3,
        name: "Office",
        within: ["Acme A/S"],
        address: "http://localhost:3000/events/new?department=3",
      },
    ]);
  });

  it("are the organization's own alone when it has no departments", () => {
    expect(posterPlaces("http://x.test", { name: "Solo ApS" }, []).map((place) => place.departmentId)).toEqual([null]);
  });
});
