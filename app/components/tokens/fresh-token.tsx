import { ShownSecret } from "~/components/page/shown-secret";
import { useTranslation } from "~/i18n/translation";

/** The text of the API token just made: this page is the only place it is ever shown. */
export function FreshToken({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <ShownSecret id="fresh-token" title={t("apiTokens.freshTitle")} hint={t("apiTokens.freshHint")} secret={token} />
  );
}
