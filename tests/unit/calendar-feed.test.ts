import { describe, expect, it } from "vitest";
import { renderCalendarFeed, type FeedInspection } from "../../server/domain/calendar-feed";
import { parseCalendar } from "../support/icalendar";

const inspection = (overrides: Partial<FeedInspection> = {}): FeedInspection => ({
  id: 7,
  dueDate: "2026-12-31",
  standing: "LATER",
  agreement: {
    name: "Eftersyn af løfteudstyr",
    type: "CALIBRATION",
    responsibleMember: null,
    stakeholder: { name: "Kranservice Nord; Aarhus, Øst" },
  },
  organization: { id: 1, name: "Holding" },
  lastModifiedDate: new Date("2026-11-01T10:00:00Z"),
  ...overrides,
});
const options = { organization: { id: 1, name: "Holding" }, language: "en", publicUrl: "https://cw.example" } as const;

describe("the control book as iCalendar", () => {
  it("writes each inspection as an all-day event on its due date, the day after its end", () => {
    const { events } = parseCalendar(renderCalendarFeed([inspection()], options));
    expect(events).toEqual([
      expect.objectContaining({
        UID: "inspection-7@cw.example",
        "DTSTART;VALUE=DATE": "20261231",
        "DTEND;VALUE=DATE": "20270101",
        SUMMARY: "Eftersyn af løfteudstyr",
        "URL;VALUE=URI": "https://cw.example/monitoring/control-book/inspections/7",
        TRANSP: "TRANSPARENT",
      }),
    ]);
  });

  it("escapes what iCalendar reserves and folds long lines at 75 octets without splitting a letter", () => {
    const name = `Årligt eftersyn; kran, truck \\ og ${"æøå ".repeat(30)}`;
    const text = renderCalendarFeed([inspection({ agreement: { ...inspection().agreement, name } })], options);
    const lines = text.split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines.every((line) => Buffer.byteLength(line) <= 75 && !line.includes("\uFFFD"))).toBe(true);
    const { events } = parseCalendar(text);
    expect(events[0]!.SUMMARY).toBe(name.replace(/[\\;,]/g, (c) => `\\${c}`));
    expect(events[0]!.DESCRIPTION).toContain("Counterpart: Kranservice Nord\\; Aarhus\\, Øst\\n");
  });

  it("marks overdue and done ones, and names an organization below the subscribed one", () => {
    const { events } = parseCalendar(
      renderCalendarFeed(
        [
          inspection({ id: 1, standing: "OVERDUE" }),
          inspection({ id: 2, standing: "DONE", organization: { id: 5, name: "Production" } }),
        ],
        { ...options, language: "da" },
      ),
    );
    expect(events.map((event) => event.SUMMARY)).toEqual([
      "Overskredet: Eftersyn af løfteudstyr",
      "Udført: Eftersyn af løfteudstyr",
    ]);
    expect(events[0]!.DESCRIPTION).not.toContain("Organisation");
    expect(events[1]!.DESCRIPTION).toContain("Organisation: Production");
  });
});
