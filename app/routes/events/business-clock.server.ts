import { BUSINESS_TIME_ZONE } from "../../../server/domain/recurrence";

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

function wallClock(moment: number) {
  const values = Object.fromEntries(parts.formatToParts(new Date(moment)).map((part) => [part.type, part.value]));
  return {
    date: `${values.year}-${values.month}-${values.day}`,
    time: `${values.hour}:${values.minute}`,
    asUtc: Date.UTC(+values.year!, +values.month! - 1, +values.day!, +values.hour!, +values.minute!, +values.second!),
  };
}

/** The date and time (to the minute) it is now where the product's users work: the form's defaults. */
export function nowInBusinessZone(now = new Date()) {
  const { date, time } = wallClock(now.getTime());
  return { occurredDate: date, occurredTime: time };
}

/** A date and a time read on a Danish clock, as the moment (ISO, UTC) it was. */
export function businessMomentOf(date: string, time: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const offset = (moment: number) => wallClock(moment).asUtc - Math.floor(moment / 1000) * 1000;
  let moment = asUtc - offset(asUtc);
  moment = asUtc - offset(moment);
  return new Date(moment).toISOString();
}

/** A moment as the day and time (to the minute) a Danish clock showed: the form's values for it. */
export function businessWallClockOf(moment: Date | string) {
  const { date, time } = wallClock(new Date(moment).getTime());
  return { occurredDate: date, occurredTime: time };
}
