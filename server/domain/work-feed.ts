/**
 * A member's own work as an iCalendar document (RFC 5545): each deadline with a date an all-day event
 * on it, worded in the subscriber's language. The control book's feed (calendar-feed.ts) is the model.
 */
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from "ical-generator";
import { workPath, type WorkKind, type WorkState } from "./my-work";
import { addPeriod } from "./recurrence";
import type { Language } from "./standards";

export type FeedWorkItem = {
  kind: WorkKind;
  recordId: number;
  title: string;
  detail: string | null;
  organization: { name: string };
  dueDate: string | null;
  state: WorkState;
};

type WorkFeedTexts = {
  calendarName: string;
  overdue: string;
  check: string;
  organization: string;
  open: string;
  kinds: Record<WorkKind, string>;
};

// The calendar program shows these, not the app: the API words them in the subscriber's language.
export const WORK_FEED_TEXTS: Record<Language, WorkFeedTexts> = {
  en: {
    calendarName: "My work",
    overdue: "Overdue",
    check: "Judge the effectiveness",
    organization: "Organization",
    open: "Open",
    kinds: {
      INSPECTION: "Inspection",
      ACTION: "Action",
      COMPETENCE: "Competence to acquire or renew",
      DOCUMENT_REVIEW: "Review of a document",
      OBLIGATION_REVIEW: "Review of a binding obligation",
      AGREEMENT_END: "Agreement ending",
      METER_READING: "Meter reading",
      WASTE_STATEMENT: "Monthly waste statement",
      SDS_RENEWAL: "Safety data sheet to renew",
      ACCIDENT_REPORT: "Accident to report to the authority",
      RISK_REVIEW: "Risk to review",
      APV_ROUND: "APV round to finish",
      COMPLIANCE_EVALUATION: "Compliance evaluation due",
      INTERNAL_AUDIT: "Internal audit to carry out",
      MANAGEMENT_REVIEW: "Management review to hold",
      DOCUMENT_APPROVAL: "Document to approve",
      DOCUMENT_ACKNOWLEDGEMENT: "Document to read and acknowledge",
    },
  },
  da: {
    calendarName: "Mit arbejde",
    overdue: "Overskredet",
    check: "Vurdér effektiviteten",
    organization: "Organisation",
    open: "Åbn",
    kinds: {
      INSPECTION: "Inspektion",
      ACTION: "Handling",
      COMPETENCE: "Kompetence at erhverve eller forny",
      DOCUMENT_REVIEW: "Gennemgang af et dokument",
      OBLIGATION_REVIEW: "Gennemgang af en bindende forpligtelse",
      AGREEMENT_END: "Aftale der udløber",
      METER_READING: "Måleraflæsning",
      WASTE_STATEMENT: "Månedlig affaldsopgørelse",
      SDS_RENEWAL: "Sikkerhedsdatablad der skal fornyes",
      ACCIDENT_REPORT: "Ulykke der skal anmeldes til myndigheden",
      RISK_REVIEW: "Risiko der skal gennemgås",
      APV_ROUND: "APV-runde der skal afsluttes",
      COMPLIANCE_EVALUATION: "Evaluering af overholdelse der skal foretages",
      INTERNAL_AUDIT: "Intern audit der skal gennemføres",
      MANAGEMENT_REVIEW: "Ledelsens evaluering der skal holdes",
      DOCUMENT_APPROVAL: "Dokument der skal godkendes",
      DOCUMENT_ACKNOWLEDGEMENT: "Dokument der skal læses og kvitteres for",
    },
  },
};

const summaryOf = (item: FeedWorkItem, texts: WorkFeedTexts) =>
  item.state === "OVERDUE"
    ? `${texts.overdue}: ${item.title}`
    : item.state === "CHECK"
      ? `${texts.check}: ${item.title}`
      : item.title;

/** The feed as text: CRLF line ends, lines folded at 75 octets, event ids stable per deadline. */
export function renderWorkFeed(
  items: FeedWorkItem[],
  options: { language: Language; publicUrl: string; generatedAt: Date },
): string {
  const texts = WORK_FEED_TEXTS[options.language];
  const host = new URL(options.publicUrl).host;
  const calendar = ical({
    name: texts.calendarName,
    prodId: { company: "Compliance workbench", product: "My work", language: options.language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 3600,
  });
  for (const item of items) {
    if (item.dueDate === null) continue;
    const link = `${options.publicUrl}${workPath(item)}`;
    calendar.createEvent({
      id: `${item.kind.toLowerCase()}-${item.recordId}@${host}`,
      allDay: true,
      start: item.dueDate,
      end: addPeriod(item.dueDate, "P1D"),
      // Deadlines carry no stamp of their own here: the day the feed was read.
      stamp: options.generatedAt,
      summary: summaryOf(item, texts),
      description: [
        texts.kinds[item.kind],
        `${texts.organization}: ${item.organization.name}`,
        "",
        `${texts.open}: ${link}`,
      ].join("\n"),
      url: link,
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return `${calendar.toString().replace(/\r\n$/, "")}\r\n`;
}
