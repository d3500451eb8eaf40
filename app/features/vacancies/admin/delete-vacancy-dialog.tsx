import { Trash2 } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Form } from "../../../components/ui/form";
import { useTranslation } from "../../../lib/i18n";
import "../../../lib/texts/vacancy-admin";

/** Deleting asks first: an accessible alert dialog whose confirm button posts intent=delete. */
export function DeleteVacancyDialog({ title }: { title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button flavor="outline" color="danger" size="lg">
          <Trash2 className="size-4" aria-hidden />
          {t("vacancy-admin:edit.delete")}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-surface-raised p-6 text-fg shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{t("vacancy-admin:edit.deleteTitle")}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-fg-muted">
            {t("vacancy-admin:edit.deleteText", { title })}
          </AlertDialog.Description>
          <Form
            method="post"
            className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
            // Closed by the submission itself: React Router has read the form data by then.
            onSubmit={() => setOpen(false)}
          >
            <AlertDialog.Cancel className={buttonClasses({ flavor: "outline", color: "muted" })}>
              {t("vacancy-admin:edit.deleteCancel")}
            </AlertDialog.Cancel>
            <Button type="submit" name="intent" value="delete" color="danger">
              {t("vacancy-admin:edit.deleteConfirm")}
            </Button>
          </Form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
