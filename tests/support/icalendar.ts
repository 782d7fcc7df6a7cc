/**
 * Just enough of an iCalendar reader for tests (RFC 5545 §3.1): folded lines joined, each content line
 * split at its first colon into name (with its parameters) and value; values stay escaped.
 */
export type Component = Record<string, string>;

export function parseCalendar(text: string) {
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  const properties: Component = {};
  const events: Component[] = [];
  let event: Component | null = null;
  for (const line of lines) {
    const colon = line.indexOf(":");
    const [name, value] = [line.slice(0, colon), line.slice(colon + 1)];
    if (line === "BEGIN:VEVENT") event = {};
    else if (line === "END:VEVENT") {
      events.push(event!);
      event = null;
    } else (event ?? properties)[name] = value;
  }
  return { properties, events };
}
