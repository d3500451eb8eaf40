import { Languages } from "lucide-react";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/content";
import { Button } from "./button";

/**
 * "Copy the Dutch text" in an English editor: posts `intent=copy_dutch` (unchecked, the English may still be empty),
 * and the screen's action puts the Dutch in the English fields as a starting point.
 */
export function CopyDutchButton() {
  const { t } = useTranslation();
  return (
    <Button type="submit" name="intent" value="copy_dutch" formNoValidate flavor="outline" color="muted" size="lg">
      <Languages className="size-4" aria-hidden />
      {t("content:english.copyDutch")}
    </Button>
  );
}
