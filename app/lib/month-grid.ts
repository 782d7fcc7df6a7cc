/** A month as a calendar shows it: whole weeks from Monday to Sunday, with the neighbouring months. */
const MONTH = /^(\d{4})-(\d{2})$/;

const iso = (date: Date) => date.toISOString().slice(0, 10);

function utc(year: number, month: number, day: number) {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date;
}

/** `yyyy-mm` from an address, or the month of `today` when it is missing or not a month of years 1000..9999. */
export function parseMonth(value: string | null, today: string): string {
  const match = value ? MONTH.exec(value) : null;
  if (match && Number(match[1]) >= 1000 && Number(match[2]) >= 1 && Number(match[2]) <= 12) return value!;
  return today.slice(0, 7);
}

export function monthGrid(month: string) {
  const [year, monthIndex] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1];
  const first = utc(year, monthIndex, 1);
  const last = utc(year, monthIndex + 1, 0);
  // Monday is the first day of the week in Denmark and in ISO 8601.
  const start = utc(year, monthIndex, 1 - ((first.getUTCDay() + 6) % 7));
  const end = utc(year, monthIndex + 1, 7 - ((last.getUTCDay() + 6) % 7) - 1);
  const weeks: string[][] = [];
  for (let day = start; day <= end; day = utc(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1)) {
    if ((day.getUTCDay() + 6) % 7 === 0) weeks.push([]);
    weeks.at(-1)!.push(iso(day));
  }
  return {
    month,
    weeks,
    from: weeks[0]![0]!,
    to: weeks.at(-1)!.at(-1)!,
    previous: iso(utc(year, monthIndex - 1, 1)).slice(0, 7),
    next: iso(utc(year, monthIndex + 1, 1)).slice(0, 7),
  };
}
