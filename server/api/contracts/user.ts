import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../domain/accounts";
import { LANGUAGES } from "../../domain/standards";
import { id, json, jsonBody, noContent, standardProblems, z } from "../schemas/common";
import { anyUser, defineOperation, publicAccess } from "./operation";

const tags = ["User"];

export const user = z
  .object({
    id,
    email: z.string(),
    name: z.string(),
    language: z.enum(LANGUAGES).nullable(),
    system_permissions: z.array(z.enum(["MAINTAIN", "MANAGE"])),
  })
  .openapi("User");

/** The logged-in user (`/user`) and password resets. */
export const userApi = {
  get: defineOperation(anyUser, {
    method: "get",
    path: "/user",
    tags,
    summary: "The logged-in user",
    responses: { 200: json(user), 401: standardProblems[401] },
  }),
  update: defineOperation(anyUser, {
    method: "patch",
    path: "/user",
    tags,
    summary: "Change the user's language preference",
    request: { body: jsonBody(z.strictObject({ language: z.enum(LANGUAGES) })) },
    responses: { 200: json(user), ...standardProblems },
  }),
  requestPasswordReset: defineOperation(publicAccess, {
    method: "post",
    path: "/user/password-reset",
    tags,
    summary: "Send a password reset link; answers the same whether or not the account exists",
    request: { body: jsonBody(z.strictObject({ email: z.email().max(320) })) },
    responses: { 202: { description: "If the account exists, a link is on its way" }, 422: standardProblems[422] },
  }),
  setPassword: defineOperation(publicAccess, {
    method: "post",
    path: "/user/password",
    tags,
    summary: "Set a new password with a reset token",
    request: {
      body: jsonBody(
        z.strictObject({
          token: z.string().min(1).max(200),
          password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
        }),
      ),
    },
    responses: { 204: noContent, 400: standardProblems[400], 422: standardProblems[422] },
  }),
};
