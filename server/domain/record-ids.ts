/** Record ids are PostgreSQL integers: 1 to 2^31 − 1. Anything else names no record. */
export const MAX_ID = 2_147_483_647;

export const isRecordId = (value: number) => Number.isSafeInteger(value) && value >= 1 && value <= MAX_ID;
