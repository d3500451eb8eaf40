import type { ApiKey } from "../../../contract/api-keys";
import { dateFormat } from "../../../contract/intl-formats";
import { DeleteForm } from "../../components/ui/delete-form";
import { ROW, ROWS } from "../../components/ui/item-list";
import { type BadgeTone, StatusBadge } from "../../components/ui/status-badge";
import { TimeAgo } from "../../components/ui/time-ago";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/settings";

const STATUS_TONE: Record<ApiKey["status"], BadgeTone> = { active: "positive", expired: "neutral", revoked: "negative" };

/** The centre's keys, newest first: name, status, start of the key, what it may do, until when, last use; revoke. */
export function ApiKeyList({ keys }: { keys: ApiKey[] }) {
  const { t, i18n } = useTranslation();
  const label = (key: string, options?: Record<string, unknown>) => t(`settings:apiKeys.${key}`, options);
  const day = dateFormat(i18n.language, { dateStyle: "long", timeZone: "Europe/Amsterdam" });
  return (
    <ul className={ROWS} aria-label={label("list.label")} data-testid="api-key-list">
      {keys.map((key) => (
        <li key={key.id} className={`${ROW} p-4`} data-testid="api-key">
          <div className="flex min-w-0 flex-col gap-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{key.name}</span>
              <StatusBadge tone={STATUS_TONE[key.status]}>{label(`status.${key.status}`)}</StatusBadge>
            </p>
            <p className="text-sm text-fg-muted">
              {label("list.prefix")} <code className="break-all">{key.prefix}</code>
            </p>
            <ul className="text-sm">
              {key.scopes.map((scope) => (
                <li key={scope}>{label(`scopes.${scope}`)}</li>
              ))}
            </ul>
            <p className="text-sm text-fg-muted">
              {label("list.expires", { date: day.format(new Date(key.expiresAt)) })}
              {" · "}
              {key.lastUsedAt ? (
                <>
                  {label("list.lastUsed")}
                  <TimeAgo iso={key.lastUsedAt} />
                </>
              ) : (
                label("list.neverUsed")
              )}
            </p>
          </div>
          {key.status === "active" && (
            <DeleteForm
              label={label("list.revoke")}
              accessibleLabel={label("list.revokeLabel", { name: key.name })}
              confirm={label("list.revokeConfirm", { name: key.name })}
              hidden={{ id: key.id }}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
