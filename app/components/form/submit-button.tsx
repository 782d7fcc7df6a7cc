import { useNavigation } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";

/** A submit button that shows it is busy while its form is being submitted. */
export function SubmitButton({
  className = "button-primary",
  children,
  ...attributes
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction !== undefined;
  return (
    <button
      type="submit"
      {...attributes}
      className={className}
      aria-busy={busy || undefined}
      disabled={busy || attributes.disabled}
    >
      {children}
    </button>
  );
}
