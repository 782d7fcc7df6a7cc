import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { reportClientError } from "./components/client-errors";
import { TranslationProvider } from "./i18n/translation";
import { loadPageLanguage } from "./i18n/client";
import { keepFormsOnFailedSubmissions } from "./lib/failed-submissions.client";

keepFormsOnFailedSubmissions();

loadPageLanguage().then(
  (language) =>
    startTransition(() => {
      hydrateRoot(
        document,
        <TranslationProvider language={language}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </TranslationProvider>,
        { onRecoverableError: (error) => reportClientError(error) },
      );
    }),
  // Without translations the page stays as the server rendered it: still fully usable.
  (error: unknown) => reportClientError(error),
);
