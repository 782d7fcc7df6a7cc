import { reportClientError } from "~/components/client-errors";
import { showErrorToast } from "~/components/toasts";

// A form's post with script goes to the page's address with `.data` (Remix's single fetch).
const isSubmission = (input: RequestInfo | URL, init?: RequestInit) =>
  (init?.method ?? "GET").toUpperCase() !== "GET" &&
  new URL(input instanceof Request ? input.url : String(input), window.location.href).pathname.endsWith(".data");

/**
 * A submission with script that fails on the way (the server's own error, a proxy's, the network)
 * shows the generic error toast and leaves the page as it is, with what the user typed: the router
 * reads a "205 Reset Content" as a post that answered nothing. A page's load that fails still shows the
 * error page (its data is not there to show). Without script the browser shows the error page itself.
 */
export function keepFormsOnFailedSubmissions() {
  const send = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (!isSubmission(input, init)) return send(input, init);
    let response: Response;
    try {
      response = await send(input, init);
    } catch (error) {
      if (init?.signal?.aborted) throw error;
      reportClientError(error);
      return failed();
    }
    return response.status >= 500 ? failed() : response;
  };
}

function failed() {
  showErrorToast();
  return new Response(null, { status: 205 });
}
