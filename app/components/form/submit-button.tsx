import { useNavigation, type Navigation } from "@remix-run/react";
import { useRef, type ButtonHTMLAttributes } from "react";
import { SUBMISSION_FIELD, SubmissionKey } from "./submission-key";

/**
 * The submit button of every form. With JavaScript it is disabled from the moment its form is sent
 * until the page that follows has loaded (the redirect after a successful save included), so a second
 * click cannot send the same post again and earn a false "already exists" or "someone else changed
 * this". Without JavaScript the browser may send it twice: the form's one-time key, sent beside the
 * button, makes the second post answer the first's answer (decision 027).
 */
export function SubmitButton({
  className = "button-primary",
  children,
  keyed = true,
  ...attributes
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Whether the form's post carries a one-time key (SubmissionKey); a search form's GET must not. */
  keyed?: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const navigation = useNavigation();
  // The button's form is known once it is on the page; the server render is always idle anyway.
  const busy = isSending(navigation, button.current?.form ?? null);
  return (
    <>
      {keyed ? <SubmissionKey form={attributes.form} /> : null}
      <button
        ref={button}
        type="submit"
        {...attributes}
        className={className}
        aria-busy={busy || undefined}
        disabled={busy || attributes.disabled}
      >
        {children}
      </button>
    </>
  );
}

/**
 * Whether the navigation under way is a post of this very form: the same action and the same hidden
 * fields (intent, record id), so the other forms of the page, say another row's, stay usable.
 */
function isSending(navigation: Navigation, form: HTMLFormElement | null) {
  if (navigation.state === "idle" || !navigation.formMethod || navigation.formMethod.toUpperCase() === "GET") {
    return false;
  }
  if (!form) return true;
  if (form.method.toUpperCase() === "GET" || form.getAttribute("action") !== navigation.formAction) return false;
  return Array.from(form.elements).every(
    (field) =>
      !(
        field instanceof HTMLInputElement &&
        field.type === "hidden" &&
        field.name &&
        field.name !== SUBMISSION_FIELD
      ) || navigation.formData?.get(field.name) === field.value,
  );
}
