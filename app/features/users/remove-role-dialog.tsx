import { AlertDialog } from "radix-ui";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/identity";

interface RemoveRoleProps {
  role: string;
  organizationId: number | null;
  /** The role as the reader sees it, with its organization. */
  roleLabel: string;
  userName: string;
}

/**
 * Removing a role asks first: an accessible alert dialog whose confirm button submits the removal. Without JavaScript
 * the button asks for the same page with ?remove=..., which shows RemoveRoleConfirmation instead.
 */
export function RemoveRoleDialog(props: RemoveRoleProps & { disabled?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <Form method="get">
        <input type="hidden" name="remove" value={props.role} />
        <input type="hidden" name="organization_id" value={props.organizationId ?? ""} />
        <AlertDialog.Trigger asChild>
          <Button
            type="submit"
            flavor="outline"
            color="danger"
            size="sm"
            disabled={props.disabled}
            aria-label={t("identity:userAdmin.roles.removeLabel", { role: props.roleLabel })}
            onClick={(event) => {
              // With JavaScript the dialog asks; the GET form is only for browsers without it.
              event.preventDefault();
              setOpen(true);
            }}
          >
            {t("identity:userAdmin.roles.remove")}
          </Button>
        </AlertDialog.Trigger>
      </Form>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-surface-raised p-6 text-fg shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{t("identity:userAdmin.roles.confirmTitle")}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-fg-muted">
            {t("identity:userAdmin.roles.confirmText", { name: props.userName, role: props.roleLabel })}
          </AlertDialog.Description>
          <RemoveRoleForm
            {...props}
            // Closed by the submission itself: React Router has read the form data by then.
            onSubmit={() => setOpen(false)}
            cancel={
              <AlertDialog.Cancel className={buttonClasses({ flavor: "outline", color: "muted" })}>
                {t("identity:userAdmin.roles.cancel")}
              </AlertDialog.Cancel>
            }
          />
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The same question on the page itself, for the ?remove=... address a browser without JavaScript asks for. */
export function RemoveRoleConfirmation(props: RemoveRoleProps) {
  const { t } = useTranslation();
  return (
    <section
      role="alertdialog"
      aria-labelledby="remove-role-title"
      className="mt-6 rounded-lg border border-red-300 bg-surface-raised p-5 dark:border-red-800"
    >
      <h2 id="remove-role-title" className="text-lg font-semibold">
        {t("identity:userAdmin.roles.confirmTitle")}
      </h2>
      <p className="mt-2 text-fg-muted">
        {t("identity:userAdmin.roles.confirmText", { name: props.userName, role: props.roleLabel })}
      </p>
      <RemoveRoleForm
        {...props}
        cancel={
          <Link to="." className={buttonClasses({ flavor: "outline", color: "muted" })}>
            {t("identity:userAdmin.roles.cancel")}
          </Link>
        }
      />
    </section>
  );
}

function RemoveRoleForm(props: RemoveRoleProps & { cancel: ReactNode; onSubmit?: () => void }) {
  const { t } = useTranslation();
  return (
    <Form
      method="post"
      action="."
      className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
      onSubmit={props.onSubmit}
    >
      <input type="hidden" name="role" value={props.role} />
      <input type="hidden" name="organization_id" value={props.organizationId ?? ""} />
      {props.cancel}
      <Button type="submit" name="intent" value="remove" color="danger">
        {t("identity:userAdmin.roles.confirm")}
      </Button>
    </Form>
  );
}
