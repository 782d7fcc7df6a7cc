import { Form } from "@remix-run/react";
import { FileInput, FormErrors } from "~/components/form/field";
import { SubmitButton } from "~/components/form/submit-button";
import { useTranslation } from "~/i18n/translation";
import { LOGO_ACCEPT, logoPath } from "~/lib/organization-logo";
import { REMOVE_LOGO_INTENT } from "./paths";

/** The company's logo: shown as the shell shows it, replaced by an upload, or taken away. */
export function LogoCard({
  organization,
  errors,
}: {
  organization: { id: number; name: string; logoFileId: number | null; lastModifiedDate: string };
  errors?: string[];
}) {
  const { t } = useTranslation();
  const { logoFileId, lastModifiedDate } = organization;
  return (
    <section className="card space-y-3" aria-labelledby="logo-heading">
      <h2 id="logo-heading" className="text-lg font-semibold">
        {t("manageOrganization.logo")}
      </h2>
      <FormErrors id="logo-errors" errors={errors} />
      {logoFileId ? (
        <div className="flex flex-wrap items-center gap-3">
          <img
            src={logoPath(organization.id, logoFileId)}
            alt={t("manageOrganization.logoOf", { name: organization.name })}
            className="h-16 w-auto max-w-48 rounded bg-white object-contain p-1 ring-1 ring-slate-200"
          />
          <Form method="post">
            <input type="hidden" name="intent" value={REMOVE_LOGO_INTENT} />
            <input type="hidden" name="lastModifiedDate" value={lastModifiedDate} />
            <SubmitButton className="button-secondary">{t("manageOrganization.logoRemove")}</SubmitButton>
          </Form>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t("manageOrganization.logoNone")}</p>
      )}
      <Form method="post" encType="multipart/form-data" className="space-y-3">
        <input type="hidden" name="lastModifiedDate" value={lastModifiedDate} />
        <FileInput
          id="logo-file"
          name="logo"
          label={t("manageOrganization.logoFile")}
          hint={t("manageOrganization.logoHint")}
          accept={LOGO_ACCEPT}
          required
          className="mt-1 block w-full text-sm"
        />
        <SubmitButton className="button-secondary">{t("manageOrganization.logoUpload")}</SubmitButton>
      </Form>
    </section>
  );
}
