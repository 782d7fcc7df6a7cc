/**
 * The control book as an iCalendar document (RFC 5545) for calendar programs that subscribe to it:
 * each inspection an all-day event on its due date. The library does the escaping and line folding.
 */
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from "ical-generator";
import type { AgreementType, InspectionStanding } from "./control-book";
import { addPeriod } from "./recurrence";
import type { Language } from "./standards";

export type FeedInspection = {
  id: number;
  dueDate: string;
  standing: InspectionStanding;
  agreement: {
    name: string;
    type: AgreementType;
    responsibleMember: { name: string } | null;
    stakeholder: { name: string } | null;
  };
  organization: { id: number; name: string };
  lastModifiedDate: Date;
};

export type FeedTexts = {
  calendarName: string;
  overdue: string;
  done: string;
  type: string;
  responsible: string;
  counterpart: string;
  organization: string;
  open: string;
  types: Record<AgreementType, string>;
};

// The calendar program shows these, not the app: the API words them in the subscriber's language.
export const FEED_TEXTS: Record<Language, FeedTexts> = {
  en: {
    calendarName: "Control book",
    overdue: "Overdue",
    done: "Done",
    type: "Type",
    responsible: "Responsible",
    counterpart: "Counterpart",
    organization: "Organization",
    open: "Open in the control book",
    types: {
      COMMUNICATION: "Communication",
      SERVICE_AND_INSPECTION: "Service and inspection",
      ANALYSIS: "Analysis",
      CALIBRATION: "Calibration",
      COMPLIANCE: "Compliance",
      REGISTRATION: "Registration",
    },
  },
  da: {
    calendarName: "Kontrolbog",
    overdue: "Overskredet",
    done: "Udført",
    type: "Type",
    responsible: "Ansvarlig",
    counterpart: "Modpart",
    organization: "Organisation",
    open: "Åbn i kontrolbogen",
    types: {
      COMMUNICATION: "Kommunikation",
      SERVICE_AND_INSPECTION: "Service og eftersyn",
      ANALYSIS: "Analyse",
      CALIBRATION: "Kalibrering",
      COMPLIANCE: "Overholdelse",
      REGISTRATION: "Registrering",
    },
  },
};

/** Where the app shows an inspection, from the public address of the product. */
export const inspectionPageUrl = (publicUrl: string, id: number) =>
  `${publicUrl}/monitoring/control-book/inspections/${id}`;

function summaryOf(inspection: FeedInspection, texts: FeedTexts) {
  const name = inspection.agreement.name;
  if (inspection.standing === "OVERDUE") return `${texts.overdue}: ${name}`;
  if (inspection.standing === "DONE") return `${texts.done}: ${name}`;
  return name;
}

function descriptionOf(inspection: FeedInspection, texts: FeedTexts, ownOrganizationId: number, link: string) {
  const { agreement } = inspection;
  return [
    `${texts.type}: ${texts.types[agreement.type]}`,
    agreement.responsibleMember ? `${texts.responsible}: ${agreement.responsibleMember.name}` : null,
    agreement.stakeholder ? `${texts.counterpart}: ${agreement.stakeholder.name}` : null,
    // Only worth saying for an organization below the subscribed one.
    inspection.organization.id === ownOrganizationId ? null : `${texts.organization}: ${inspection.organization.name}`,
    "",
    `${texts.open}: ${link}`,
  ]
    .filter((line) => line !== null)
    .join("\n");
}

export type FeedOptions = {
  organization: { id: number; name: string };
  language: Language;
  /** The product's public address, without a trailing slash: links and event ids are made from it. */
  publicUrl: string;
};

/** The feed as text: CRLF line ends, lines folded at 75 octets, event ids stable per inspection. */
export function renderCalendarFeed(inspections: FeedInspection[], options: FeedOptions): string {
  const texts = FEED_TEXTS[options.language];
  const host = new URL(options.publicUrl).host;
  const calendar = ical({
    name: `${texts.calendarName} – ${options.organization.name}`,
    prodId: { company: "Compliance workbench", product: "Control book", language: options.language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // Calendar programs that honour it poll hourly; most choose their own interval anyway.
    ttl: 3600,
  });
  for (const inspection of inspections) {
    const link = inspectionPageUrl(options.publicUrl, inspection.id);
    calendar.createEvent({
      id: `inspection-${inspection.id}@${host}`,
      allDay: true,
      // A date-only string reads as UTC midnight, which the library writes as that same date.
      start: inspection.dueDate,
      end: addPeriod(inspection.dueDate, "P1D"),
      // The record's own stamp, so an unchanged inspection reads the same on every poll.
      stamp: inspection.lastModifiedDate,
      lastModified: inspection.lastModifiedDate,
      summary: summaryOf(inspection, texts),
      description: descriptionOf(inspection, texts, options.organization.id, link),
      url: link,
      status: ICalEventStatus.CONFIRMED,
      // A due date is a reminder, not an appointment: it keeps the day free.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  // RFC 5545 ends every line with CRLF, the last one too; the library leaves the last one bare.
  return `${calendar.toString().replace(/\r\n$/, "")}\r\n`;
}
