import { Outlet } from "@remix-run/react";
import { errorMeta, RouteErrorMessage } from "~/components/error-page";

/**
 * Every page of the signed-in area sits in here, so a page that fails (a record that is not there, an
 * upstream error) shows its error inside the shell, with the menu still at hand.
 */
export default function Pages() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorMessage inShell />;
}

export const meta = errorMeta;
