import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "../lib/i18n";
import type { RouteHandle } from "../lib/route-handle";
import "../lib/texts/identity";

export const handle: RouteHandle = { title: "identity:deletion.done" };

/** /profiel/verwijderd: where deleting an account ends. */
export default function ProfileDeleted() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center text-center">
      <CheckCircle2 className="size-14 text-green-600 dark:text-green-400" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold" data-testid="deleted-title">
        {t("identity:deletion.done")}
      </h1>
      <p className="mt-4 text-lg">{t("identity:deletion.doneBody")}</p>
    </div>
  );
}
