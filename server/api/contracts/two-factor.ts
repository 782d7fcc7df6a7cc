import { json, jsonBody, noContent, standardProblems, text, timestamp, z } from "../schemas/common";
import { anyUser, defineOperation } from "./operation";

const tags = ["User"];

export const twoFactorState = z
  .object({
    enabled: z.boolean(),
    enabled_at: timestamp.nullable(),
    recovery_codes_left: z.number().int(),
  })
  .openapi("TwoFactorState");

const recoveryCodesAnswer = z
  .object({
    recovery_codes: z.array(z.string()).openapi({ description: "Ten codes, shown this once; each works once" }),
  })
  .openapi("RecoveryCodes");
const code = z.strictObject({ code: text(40).min(1).openapi({ description: "The app's six digits now" }) });
const password = z.strictObject({ password: z.string().min(1).max(1000) });
const secretAnswer = { "Cache-Control": { schema: { type: "string" as const } } };

/** The caller's two-factor log-in (decision 041): with a session only, never a token. */
export const twoFactorApi = {
  get: defineOperation(anyUser, {
    method: "get",
    path: "/user/two-factor",
    tags,
    responses: { 200: json(twoFactorState), ...standardProblems },
  }),
  start: defineOperation(anyUser, {
    method: "post",
    path: "/user/two-factor",
    tags,
    summary: "A new secret for an authenticator app; nothing changes at log-in until a code confirms it",
    responses: {
      200: {
        ...json(z.object({ secret: z.string(), uri: z.string().openapi({ description: "otpauth:// for a QR code" }) })),
        headers: secretAnswer,
      },
      ...standardProblems,
    },
  }),
  confirm: defineOperation(anyUser, {
    method: "post",
    path: "/user/two-factor/confirmation",
    tags,
    summary: "Turn two-factor log-in on with the app's code; answers the recovery codes",
    request: { body: jsonBody(code) },
    responses: { 200: { ...json(recoveryCodesAnswer), headers: secretAnswer }, ...standardProblems },
  }),
  renewRecoveryCodes: defineOperation(anyUser, {
    method: "post",
    path: "/user/two-factor/recovery-codes",
    tags,
    summary: "Ten new recovery codes in place of the old (the password asked)",
    request: { body: jsonBody(password) },
    responses: { 200: { ...json(recoveryCodesAnswer), headers: secretAnswer }, ...standardProblems },
  }),
  disable: defineOperation(anyUser, {
    method: "post",
    path: "/user/two-factor/removal",
    tags,
    summary: "Turn two-factor log-in off (the password asked)",
    request: { body: jsonBody(password) },
    responses: { 204: noContent, ...standardProblems },
  }),
};
