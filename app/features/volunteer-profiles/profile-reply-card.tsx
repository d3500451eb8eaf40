import { Link } from "react-router";
import type { ProfileReply } from "../../../contract/volunteer-profiles";
import { Button } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { TextAreaField } from "../../components/ui/textarea-field";
import { TimeAgo } from "../../components/ui/time-ago";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import "../../lib/texts/volunteer-profiles";

const STATE = {
  open: "bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100",
  answered: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  declined: "bg-surface-sunken text-fg",
};

/** A reply as its volunteer (who may answer or decline it) or its organization (who sees its state) sees it. */
export function ProfileReplyCard({ reply }: { reply: ProfileReply }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const r = (key: string, values?: Record<string, unknown>) => t(`volunteer-profiles:replies.${key}`, values);
  const headingId = `reply-${reply.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface-raised p-4 shadow-sm sm:p-5"
      data-testid="profile-reply"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {reply.received ? r("from", { organization: reply.organizationName }) : r("to", { volunteer: reply.volunteer })}
        </h2>
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${STATE[reply.state]}`} data-testid="reply-state">
          {r(`states.${reply.state}`)}
        </span>
      </div>
      <p className="text-sm text-fg-muted">
        {reply.sender && `${reply.sender} · `}
        <TimeAgo iso={reply.createdAt} />
      </p>
      <p className="whitespace-pre-line">{reply.body}</p>
      {reply.conversationId !== null && (
        <p>
          <Link to={to(`/conversations/${reply.conversationId}`)} className="font-medium text-link underline underline-offset-4">
            {r("openConversation")}
          </Link>
        </p>
      )}
      {reply.received && reply.state === "open" && (
        <Form method="post" className="flex flex-col gap-3 border-t border-border pt-3">
          <input type="hidden" name="id" value={reply.id} />
          <TextAreaField
            id={`answer-${reply.id}`}
            label={r("answer")}
            hint={r("answerHint")}
            name="answer"
            maxLength={10_000}
            className="h-auto min-h-24 py-2"
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="answered">
              {r("sendAnswer")}
            </Button>
            <Button type="submit" name="intent" value="declined" flavor="outline" color="muted">
              {r("decline")}
            </Button>
          </div>
        </Form>
      )}
    </article>
  );
}
