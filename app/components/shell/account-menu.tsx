import { UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalePath } from "../../lib/locale";
import { IconButton } from "../ui/icon-button";
import { MenuContent, MenuItem } from "../ui/menu";

/** The account menu; a visitor is offered logging in and signing up. */
export function AccountMenu() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <IconButton label={t("toolbar.account")} data-testid="account-menu">
          <UserRound className="size-5" aria-hidden />
        </IconButton>
      </DropdownMenu.Trigger>
      <MenuContent align="end" label={t("toolbar.account")}>
        <MenuItem asChild>
          <Link to={to("/auth/login-1")}>{t("toolbar.login")}</Link>
        </MenuItem>
        <MenuItem asChild>
          <Link to={to("/signup")}>{t("toolbar.signup")}</Link>
        </MenuItem>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
