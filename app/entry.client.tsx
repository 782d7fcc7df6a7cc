import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { reportClientError } from "./components/client-errors";
import { initClientI18n } from "./i18n/client";

initClientI18n().then(
  (i18n) =>
    startTransition(() => {
      hydrateRoot(
        document,
        <I18nextProvider i18n={i18n}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nextProvider>,
        { onRecoverableError: (error) => reportClientError(error) },
      );
    }),
  // Without translations the page stays as the server rendered it: still fully usable.
  (error: unknown) => reportClientError(error),
);
