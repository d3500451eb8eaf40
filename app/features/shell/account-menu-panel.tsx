import { LogOut } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link, useLocation, useSubmit } from "react-router";
import { MenuContent, MenuItem, MenuRadioItem } from "../../components/ui/menu";
import type { OnDemandPanelProps } from "../../components/ui/open-on-demand";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { useSite } from "../../lib/site";
import { useAccountLinks } from "./account-links";
import "../../lib/texts/identity";

/** The account menu's contents, loaded on first use (account-menu.tsx): log in or sign up; or who, profile, log out. */
export default function AccountMenuPanel({ trigger, defaultOpen }: OnDemandPanelProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const location = useLocation();
  const submit = useSubmit();
  const user = useSite()?.user;
  const links = useAccountLinks();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <MenuContent align="end" label={t("toolbar.account")}>
        {user && (
          <>
            <div className="px-3 py-2 text-sm">
              <p className="text-fg-muted">{t("identity:menu.signedInAs")}</p>
              <p className="font-semibold">{user.fullName}</p>
              <p className="text-fg-muted">{user.email}</p>
            </div>
            <OrganizationChoice back={`${location.pathname}${location.search}`} />
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
          </>
        )}
        {links.map(({ href, label, testId }) => (
          <MenuItem key={href} asChild>
            <Link to={href} data-testid={testId}>
              {label}
            </Link>
          </MenuItem>
        ))}
        {user && (
          <MenuItem onSelect={() => submit(null, { method: "post", action: to("/uitloggen") })}>
            <LogOut className="size-4" aria-hidden />
            {t("identity:menu.logout")}
          </MenuItem>
        )}
      </MenuContent>
    </DropdownMenu.Root>
  );
}

/** Spec section 4: the selected organization, and with more than one a choice, remembered by the server. */
function OrganizationChoice({ back }: { back: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const submit = useSubmit();
  const organizations = useSite()?.organizations;
  if (!organizations || organizations.list.length === 0) return null;
  const selected = organizations.list.find((o) => o.id === organizations.selectedId);
  if (organizations.list.length === 1) {
    return (
      <p className="px-3 pb-2 text-sm" data-testid="current-organization">
        <span className="text-fg-muted">{t("toolbar.organization")}: </span>
        {selected?.name}
      </p>
    );
  }
  return (
    <>
      <DropdownMenu.Separator className="my-1 h-px bg-border" />
      <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold text-fg-muted">
        {t("toolbar.switchOrganization")}
      </DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        value={organizations.selectedId ?? ""}
        onValueChange={(id) =>
          submit({ organization_id: id, redirectTo: back }, { method: "post", action: to("/current-organization") })
        }
      >
        {organizations.list.map((o) => (
          <MenuRadioItem key={o.id} value={o.id} data-testid="organization-option">
            {o.name}
          </MenuRadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </>
  );
}
