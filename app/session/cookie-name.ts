/** The name of the app's session cookie; the HTTP tier reads it to know a signed-in request. */
export const SESSION_COOKIE_NAME = "__session";
