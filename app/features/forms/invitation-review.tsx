import { Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button, buttonClasses } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/forms";

/** What sending would do, as the API's dry run said: how many go, how many replace a working link, what is left. */
export interface InvitationReview {
  count: number;
  replacing: number;
  left: number;
}

/**
 * The step between typing addresses and sending: 'you are about to send N invitations', with the addresses and end
 * date carried along, so a slip of the paste (600 addresses, the wrong list) is seen before any mail goes.
 */
export function InvitationReviewPanel({ review, values }: { review: InvitationReview; values: Record<string, string> }) {
  const { t } = useTranslation();
  const label = (key: string, options?: Record<string, unknown>) => t(`forms:invitations.${key}`, options);
  const heading = useRef<HTMLHeadingElement>(null);
  // The question appears where the button was pressed: focus goes to it, so keyboard and screen reader users hear it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="invitation-review-title"
      className="flex flex-col gap-3 rounded-lg border-2 border-primary-600 bg-surface-raised p-4"
      data-testid="invitation-review"
    >
      <h3 id="invitation-review-title" ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
        {label("review")}
      </h3>
      <p>{label("aboutToSend", { count: review.count })}</p>
      {review.replacing > 0 && <p className="text-fg-muted">{label("replacing", { count: review.replacing })}</p>}
      <p className="text-sm text-fg-muted">{label("left", { count: review.left })}</p>
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="invite" />
        <input type="hidden" name="emails" value={values.emails ?? ""} />
        <input type="hidden" name="expires_on" value={values.expires_on ?? ""} />
        <Button type="submit" size="lg">
          <Send className="size-4" aria-hidden />
          {label("confirmSend", { count: review.count })}
        </Button>
        {/* The addresses stay in their field beside this question: changing them is going back there. */}
        <a href="#emails" className={buttonClasses({ flavor: "outline", size: "lg" })}>
          {label("change")}
        </a>
      </Form>
    </section>
  );
}
