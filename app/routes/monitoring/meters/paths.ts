/** Addresses of the meter screens. */
export const METERS = "/monitoring/meters";
export const meterPath = (id: number) => `${METERS}/${id}`;
export const readingPath = (meterId: number, readingId: number) => `${meterPath(meterId)}/readings/${readingId}`;
