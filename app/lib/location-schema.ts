import { z } from "zod";
import { TERRITORIES } from "../../server/domain/territories";
import { optionalText } from "~/lib/form-schema";

// A country: a territory of two letters that is not the EU.
export const COUNTRIES = TERRITORIES.filter((code) => code.length === 2 && code !== "EU");

/** Address, zip code, city and country: where a stakeholder or an organization is. */
export const locationFields = {
  address: optionalText(200),
  zipCode: optionalText(20),
  city: optionalText(100),
  countryAlpha2: z
    .string()
    .refine((value) => COUNTRIES.includes(value), "validation.territory")
    .optional()
    .transform((value) => value ?? null),
};

/** How to reach them. */
export const contactFields = {
  email: z
    .email("validation.email")
    .max(254, "validation.tooLong")
    .optional()
    .transform((value) => value ?? null),
  phone: optionalText(50),
};
