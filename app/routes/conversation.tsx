import { Archive, ArchiveRestore, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigation } from "react-router";
import { type Conversation, type ConversationMessage, MESSAGE_MAX_LENGTH } from "../../contract/conversations";
import { Button, buttonClasses } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { TimeAgo } from "../components/ui/time-ago";
import { useTranslation } from "../lib/i18n";
import { linkify } from "../lib/linkify";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import "../lib/texts/conversations";
import { TextAreaField } from "../components/ui/textarea-field";
import { attempt, refused } from "../lib/api-form.server";
import { formValues } from "../lib/form-values";
import type { Route } from "./+types/conversation";

export const handle: RouteHandle = {
  title: (_t, d) => (d as { conversation?: Conversation } | undefined)?.conversation?.subject ?? "",
};

const PAGE_SIZE = 50;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedIn(context, request);
  const path = `/api/v1/conversations/${encodeURIComponent(params.id)}`;
  const asked = Number(new URL(request.url).searchParams.get("page")) || 0;
  const messagesOf = (number: number) =>
    api.get<ConversationMessage[]>(`${path}/messages`, { page: { number, size: PAGE_SIZE } });
  // Without a page asked for, the newest: reading it marks the conversation read.
  let messages = await messagesOf(Math.max(1, asked));
  const pages = Number(messages.meta.pages ?? 1);
  if (!asked && pages > 1) messages = await messagesOf(pages);
  const conversation = (await api.get<Conversation>(path)).data;
  return {
    conversation,
    messages: messages.data,
    page: Number(messages.meta.page ?? 1),
    pages,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale, api } = pageContext(context);
  const values = formValues(await request.formData());
  const intent = values.intent ?? "";
  const path = `/api/v1/conversations/${encodeURIComponent(params.id)}`;
  // Someone else's or a gone conversation is the page's error; a refused message is the form's.
  const sent = await attempt(
    request,
    locale,
    async () => {
      if (intent === "archive" || intent === "unarchive") {
        await api.patch(path, { data: { type: "conversations", attributes: { archived: intent === "archive" } } });
        return { done: intent };
      }
      await api.post(`${path}/messages`, { data: { type: "conversation_messages", attributes: { body: values.body ?? "" } } });
      return { done: "reply" as const };
    },
    { pages: [403, 404] },
  );
  return sent.ok ? sent.value : refused(sent);
}

function MessageBody({ body }: { body: string }) {
  return (
    <p className="mt-1 break-words whitespace-pre-line">
      {linkify(body).map((part, i) =>
        part.kind === "link" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
          <a key={i} href={part.href} rel="noopener noreferrer nofollow" target="_blank" className="text-link underline">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** /conversations/{id}: the thread, a reply form (with and without JavaScript), archive and back. */
export default function ConversationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalePath();

  const navigation = useNavigation();
  const { conversation, messages, page, pages } = loaderData;
  const reply = useRef<HTMLFormElement>(null);
  const body = useRef<HTMLTextAreaElement>(null);
  const sent = Boolean(actionData && "done" in actionData && actionData.done === "reply");
  const error = actionData && "errors" in actionData ? (actionData.errors.body ?? actionData.errors._form) : undefined;
  // A sent reply empties the field and keeps the focus there for the next one.
  useEffect(() => {
    if (sent) {
      reply.current?.reset();
      body.current?.focus();
    }
  }, [sent]);
  const names = conversation.participants.map((p) => p.name).join(", ");
  return (
    <div className="max-w-3xl">
      <Link to={to("/conversations")} className="text-sm font-medium text-link hover:underline">
        ← {t("conversations:thread.back")}
      </Link>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold break-words">{conversation.subject}</h1>
          <p className="mt-1 text-fg-muted">{t("conversations:list.with", { names })}</p>
          {conversation.applicationId !== null && (
            <Link
              to={to(`/applications/${conversation.applicationId}`)}
              className="text-sm font-medium text-link hover:underline"
            >
              {t("conversations:thread.application")}
            </Link>
          )}
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value={conversation.archived ? "unarchive" : "archive"} />
          <Button type="submit" flavor="outline" color="muted">
            {conversation.archived ? (
              <ArchiveRestore className="size-4" aria-hidden />
            ) : (
              <Archive className="size-4" aria-hidden />
            )}
            {t(conversation.archived ? "conversations:thread.unarchive" : "conversations:thread.archive")}
          </Button>
        </Form>
      </div>
      {conversation.archived && (
        <p role="status" className="mt-4 rounded-md border border-border bg-surface-raised p-3 text-fg-muted">
          {t("conversations:thread.archivedNote")}
        </p>
      )}
      <section aria-labelledby="messages" className="mt-6">
        <h2 id="messages" className="sr-only">
          {t("conversations:thread.messages")}
        </h2>
        {page > 1 && (
          <Link to={`?page=${page - 1}`} className={buttonClasses({ flavor: "outline", color: "muted", size: "sm" })}>
            {t("conversations:thread.earlier")}
          </Link>
        )}
        {messages.length === 0 ? (
          <p className="text-fg-muted">{t("conversations:thread.empty")}</p>
        ) : (
          <ol className="mt-3 flex flex-col gap-3" data-testid="messages">
            {messages.map((message) => (
              <li
                key={message.id}
                className={`rounded-lg border border-border p-4 ${message.own ? "bg-surface sm:ms-4" : "bg-surface-raised"}`}
              >
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-semibold">
                    {message.own
                      ? t("conversations:thread.you")
                      : (message.senderName ?? t("conversations:thread.unknownSender"))}
                  </span>
                  {message.organizationName && (
                    <span className="text-fg-muted">
                      {t("conversations:thread.spokeFor", { organization: message.organizationName })}
                    </span>
                  )}
                  <TimeAgo iso={message.createdAt} className="text-fg-muted" />
                </p>
                <MessageBody body={message.body} />
              </li>
            ))}
          </ol>
        )}
        {page < pages && (
          <Link to={`?page=${page + 1}`} className={`mt-3 ${buttonClasses({ flavor: "outline", color: "muted", size: "sm" })}`}>
            {t("conversations:thread.later")}
          </Link>
        )}
      </section>
      <Form ref={reply} method="post" className="mt-6 flex flex-col gap-3">
        <input type="hidden" name="intent" value="reply" />
        <TextAreaField
          id="reply-body"
          label={t("conversations:thread.reply")}
          required
          error={error}
          ref={body}
          name="body"
          browserRequired
          maxLength={MESSAGE_MAX_LENGTH}
          className="h-24 py-2"
        />
        {sent && (
          <p role="status" className="text-sm text-green-800 dark:text-green-200">
            {t("conversations:thread.sent")}
          </p>
        )}
        <div>
          <Button type="submit" disabled={navigation.state === "submitting"}>
            <Send className="size-4" aria-hidden />
            {t("conversations:thread.send")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
