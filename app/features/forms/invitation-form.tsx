import { Send } from "lucide-react";
import { useRef, useState } from "react";
import { INVITATION_LIMITS } from "../../../contract/form-submissions";
import { Button } from "../../components/ui/button";
import { DateField } from "../../components/ui/date-field";
import { FIELDSET, LEGEND } from "../../components/ui/field";
import { Form } from "../../components/ui/form";
import { FormAlert } from "../../components/ui/form-alert";
import { TextAreaField } from "../../components/ui/textarea-field";
import { useTranslation } from "../../lib/i18n";
import { type AddressProblem, addressProblem } from "../users/invitation-addresses";
import "../../lib/texts/forms";

/**
 * Addresses to invite (one per line, or separated by commas or semicolons) and how long their links work. The
 * addresses are checked when the field is left and when it is sent, and again by the page's action and the API.
 * `problem` is the action's verdict on the addresses, `errors` the API's refusal, `values` what was sent.
 */
export function InvitationForm({
  problem,
  errors,
  values,
  left,
}: {
  problem?: AddressProblem | null;
  errors: Record<string, string>;
  values?: Record<string, string>;
  /** How many invitations this hour still allows (the API's list says). */
  left: number;
}) {
  const { t } = useTranslation();
  const label = (key: string, options?: Record<string, unknown>) => t(`forms:invitations.${key}`, options);
  const emails = useRef<HTMLTextAreaElement>(null);
  // Undefined until the field is checked in the browser; then the browser's verdict replaces the server's.
  const [checked, setChecked] = useState<AddressProblem | null | undefined>(undefined);
  const shown = checked === undefined ? (problem ?? null) : checked;
  const emailsError = shown ? label(shown.key, shown) : checked === undefined ? errors.emails : undefined;
  const expiresError = errors.expires_at;
  return (
    <Form
      method="post"
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        const found = addressProblem(emails.current?.value ?? "");
        setChecked(found);
        if (found) {
          event.preventDefault();
          emails.current?.focus();
        }
      }}
    >
      {/* Sending first asks: the page shows how many would go (InvitationReviewPanel) before any mail does. */}
      <input type="hidden" name="intent" value="review" />
      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{label("add")}</legend>
        {errors._form && <FormAlert>{errors._form}</FormAlert>}
        <TextAreaField
          id="emails"
          label={label("emails")}
          required
          error={emailsError}
          hint={label("emailsHint", { max: INVITATION_LIMITS.perRequest })}
          ref={emails}
          rows={5}
          defaultValue={values?.emails ?? ""}
          autoComplete="off"
          spellCheck={false}
          onBlur={(event) => {
            // Leaving for the send button: sending checks anyway, and a message that went away now would move the
            // button from under the pointer between press and release (as useFormValidation does).
            const next = event.relatedTarget;
            if (next instanceof HTMLButtonElement && next.type === "submit" && next.form === event.currentTarget.form) return;
            // An untouched, empty field says nothing yet: the check comes when it is sent.
            const text = event.currentTarget.value;
            if (text.trim() || checked !== undefined) setChecked(addressProblem(text));
          }}
        />
        <div className="sm:max-w-72">
          <DateField
            id="expires_on"
            label={label("expiresOn")}
            error={expiresError}
            hint={label("expiresOnHint", { days: INVITATION_LIMITS.defaultDays })}
            defaultValue={values?.expires_on ?? ""}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Button type="submit" size="lg" className="w-fit">
            <Send className="size-4" aria-hidden />
            {label("send")}
          </Button>
          <p className="text-sm text-fg-muted" data-testid="invitations-left">
            {label("left", { count: left })}
          </p>
        </div>
      </fieldset>
    </Form>
  );
}
