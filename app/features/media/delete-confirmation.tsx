import { useEffect, useRef } from "react";
import { Link, useNavigation } from "react-router";
import type { MediaFile, MediaUsage } from "../../../contract/media-files";
import { Button, buttonClasses } from "../../components/ui/button";
import { Form } from "../../components/ui/form";
import { useTranslation } from "../../lib/i18n";
import { MediaUsageList } from "./media-usages";
import "../../lib/texts/content";

/**
 * The question before a delete, on the page itself (?delete=id, so it works without JavaScript too); a file in use
 * lists its uses and is then deleted anyway (force).
 */
export function DeleteConfirmation({ file, usages, cancelHref }: { file: MediaFile; usages: MediaUsage[]; cancelHref: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  // Keyboard and screen reader users land on the question they asked for.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      role="alertdialog"
      aria-labelledby="delete-title"
      aria-describedby="delete-text"
      className="rounded-lg border border-red-300 bg-surface-raised p-4 sm:p-6 dark:border-red-800"
      data-testid="media-delete-confirmation"
    >
      <h2 id="delete-title" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {t("content:fileUpload.delete.title", { name: file.name })}
      </h2>
      <div id="delete-text" className="mt-2">
        <p>{t("content:fileUpload.delete.text")}</p>
        {usages.length > 0 && (
          <div className="mt-3 rounded-md bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
            <p className="font-medium">{t("content:fileUpload.delete.inUse")}</p>
            <MediaUsageList usages={usages} />
          </div>
        )}
      </div>
      <Form method="post" preventScrollReset className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <input type="hidden" name="id" value={file.id} />
        {usages.length > 0 && <input type="hidden" name="force" value="true" />}
        <Link to={cancelHref} preventScrollReset className={buttonClasses({ flavor: "outline", color: "muted", size: "lg" })}>
          {t("content:fileUpload.delete.cancel")}
        </Link>
        <Button type="submit" name="intent" value="delete" color="danger" size="lg" disabled={sending}>
          {usages.length > 0 ? t("content:fileUpload.delete.confirmInUse") : t("content:fileUpload.delete.confirm")}
        </Button>
      </Form>
    </section>
  );
}
