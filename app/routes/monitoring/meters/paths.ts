import type { UtilityType } from "../../../../server/domain/units";
import { utilityTypeSegment } from "~/lib/utility-type-segment";

/** Addresses of the meter screens. */
export const METERS = "/monitoring/meters";
export const newMeterPath = (type: UtilityType) => `${METERS}/new/${utilityTypeSegment(type)}`;
export const meterPath = (id: number) => `${METERS}/${id}`;
export const readingPath = (meterId: number, readingId: number) => `${meterPath(meterId)}/readings/${readingId}`;
