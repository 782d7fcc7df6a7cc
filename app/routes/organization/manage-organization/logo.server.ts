import { data, type AppLoadContext } from "@remix-run/node";
import { organizationsApi } from "../../../../server/api/contracts/organizations";
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES } from "../../../../server/domain/logo";
import type { ApiClient } from "~/api/client.server";
import { filesPath, withdrawFile } from "~/api/files.server";
import { discardBody, readMultipartForm, UnreadableFormError } from "~/files/multipart.server";
import { streamFileToApi, type UploadResult } from "~/files/stream-upload.server";
import { replyToRefusal } from "~/lib/form-errors.server";
import { redirectWithToast } from "~/lib/route.server";

/** The whole of an organization's details as the API takes them, with a new logo (or none). */
export async function replaceLogo(api: ApiClient, id: number, logoFileId: number | null, lastModifiedDate: string) {
  const current = await api.call(organizationsApi.get, { params: { org: id } });
  const { name, naceCode, registrationNumber, address, zipCode, city, countryAlpha2, email, phone, isoStandards } =
    current;
  await api.call(organizationsApi.put, {
    params: { org: id },
    body: {
      name,
      naceCode,
      registrationNumber,
      address,
      zipCode,
      city,
      countryAlpha2,
      email,
      phone,
      isoStandards,
      logoFileId,
      lastModifiedDate,
    },
  });
}

const refusal = (key: string, status: number) =>
  data({ logo: { status: "error" as const, error: { "": [key] } } }, { status });
const reply = (options?: { formErrors?: string[] }) => ({
  status: "error" as const,
  error: { "": options?.formErrors ?? [] },
});

/**
 * A new logo from the logo form: the image streams on to the organization's files, and becomes the
 * logo if it is a PNG, JPEG or WebP of at most 1 MB; anything else is withdrawn and explained.
 */
export async function uploadLogo(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  backTo: string,
) {
  // A multipart body carries some overhead beside the image itself.
  if (Number(request.headers.get("content-length")) > LOGO_MAX_BYTES + 64 * 1024) {
    void discardBody(request);
    return refusal("manageOrganization.logoInvalid", 413);
  }
  let upload: UploadResult | null = null;
  let fields: Record<string, string>;
  try {
    fields = await readMultipartForm(request, async (part) => {
      if (upload) return;
      upload = await streamFileToApi(api, { method: "POST", path: filesPath(organizationId) }, part, {
        standalone: "false",
      });
    });
  } catch (error) {
    if (error instanceof UnreadableFormError) return refusal("errors.invalid", 400);
    throw error;
  }
  const stored = upload as UploadResult | null;
  if (!stored) return refusal("manageOrganization.logoMissing", 400);
  if (!stored.ok) return refusal("manageOrganization.logoInvalid", 422);
  const { file } = stored;
  if (!LOGO_CONTENT_TYPES.includes(file.contentType) || file.size > LOGO_MAX_BYTES) {
    await withdrawFile(api, organizationId, file.id);
    return refusal("manageOrganization.logoInvalid", 422);
  }
  try {
    await replaceLogo(api, organizationId, file.id, fields.lastModifiedDate ?? "");
  } catch (error) {
    await withdrawFile(api, organizationId, file.id);
    const answer = await replyToRefusal(error, reply, request, context);
    return data({ logo: answer.data }, { status: answer.init?.status ?? 409 });
  }
  return redirectWithToast(context, backTo, "manageOrganization.logoSaved");
}

/** Takes the logo away (the image stays among the organization's files). */
export async function removeLogo(
  request: Request,
  context: AppLoadContext,
  api: ApiClient,
  organizationId: number,
  formData: FormData,
  backTo: string,
) {
  try {
    await replaceLogo(api, organizationId, null, String(formData.get("lastModifiedDate") ?? ""));
  } catch (error) {
    const answer = await replyToRefusal(error, reply, request, context);
    return data({ logo: answer.data }, { status: answer.init?.status ?? 409 });
  }
  return redirectWithToast(context, backTo, "manageOrganization.logoRemoved");
}
