import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button, buttonClasses } from "../ui/button";

/** Removing a role asks first: an accessible alert dialog whose confirm button submits the removal. */
export function RemoveRoleDialog({
  role,
  organizationId,
  roleLabel,
  userName,
  disabled,
}: {
  role: string;
  organizationId: number | null;
  /** The role as the reader sees it, with its organisation. */
  roleLabel: string;
  userName: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button
          flavor="outline"
          color="danger"
          size="sm"
          disabled={disabled}
          aria-label={t("identity:userAdmin.roles.removeLabel", { role: roleLabel })}
        >
          {t("identity:userAdmin.roles.remove")}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-surface-raised p-6 text-fg shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{t("identity:userAdmin.roles.confirmTitle")}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-fg-muted">
            {t("identity:userAdmin.roles.confirmText", { name: userName, role: roleLabel })}
          </AlertDialog.Description>
          {/* Closed by the submission itself: React Router has read the form data by then. */}
          <Form
            method="post"
            className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
            onSubmit={() => setOpen(false)}
          >
            <input type="hidden" name="role" value={role} />
            <input type="hidden" name="organization_id" value={organizationId ?? ""} />
            <AlertDialog.Cancel className={buttonClasses({ flavor: "outline", color: "muted" })}>
              {t("identity:userAdmin.roles.cancel")}
            </AlertDialog.Cancel>
            <Button type="submit" name="intent" value="remove" color="danger">
              {t("identity:userAdmin.roles.confirm")}
            </Button>
          </Form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
