import { UTILITY_TYPES, type UtilityType } from "../../server/domain/units";

/**
 * A utility type in an address (`new/tank-bearing`): lower case with hyphens, as every other path
 * segment of the app is written. The type's own spelling (`new/TANK_BEARING`) was once used for new
 * meters; it still names the type, and the page redirects to the segment.
 */
export const utilityTypeSegment = (type: UtilityType) => type.toLowerCase().replaceAll("_", "-");

/** The type a segment names, and whether it is written as `utilityTypeSegment` writes it; undefined for none. */
export function utilityTypeOfSegment(segment: string | undefined) {
  const type = UTILITY_TYPES.find((candidate) => segment === utilityTypeSegment(candidate) || segment === candidate);
  return type === undefined ? undefined : { type, canonical: segment === utilityTypeSegment(type) };
}

/**
 * The type of a `new/{type}` address, or a 404; an old spelling redirects a page view (GET) to the
 * address written the one way, and is taken as it is for a form sent to it.
 */
export function requireUtilityTypeSegment(request: Request, segment: string | undefined): UtilityType {
  const found = utilityTypeOfSegment(segment);
  if (!found) throw new Response("Not found", { status: 404 });
  if (!found.canonical && request.method === "GET") {
    const url = new URL(request.url);
    const parts = url.pathname.split("/");
    parts[parts.length - 1] = utilityTypeSegment(found.type);
    throw new Response(null, { status: 301, headers: { Location: `${parts.join("/")}${url.search}` } });
  }
  return found.type;
}
