import { LogOut, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSubmit } from "react-router";
import { useLocalePath } from "../../lib/locale";
import { useSite } from "../../lib/site";
import { toast } from "../../lib/toast-store";
import { IconButton } from "../ui/icon-button";
import { MenuContent, MenuItem, MenuRadioItem } from "../ui/menu";

/** The account menu: a visitor is offered logging in; a signed-in user sees who he is, his profile and logging out. */
export function AccountMenu() {
  const { t } = useTranslation();
  useOrganisationChangeToast();
  const to = useLocalePath();
  const location = useLocation();
  const submit = useSubmit();
  const user = useSite()?.user;
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <IconButton label={user ? `${t("toolbar.account")}: ${user.fullName}` : t("toolbar.account")} data-testid="account-menu">
          {user ? (
            // The initials are an avatar drawn by CSS, not text: the button's name says who, and WCAG 2.5.3 (label
            // in name) would otherwise want "NB" in that name.
            <span
              aria-hidden
              data-initials={`${user.firstName[0] ?? ""}${user.lastName[0] ?? ""}`.toUpperCase()}
              className="inline-flex size-8 items-center justify-center rounded-full bg-primary-100 text-sm font-semibold text-primary-900 before:content-[attr(data-initials)] dark:bg-primary-900 dark:text-primary-100"
            />
          ) : (
            <UserRound className="size-5" aria-hidden />
          )}
        </IconButton>
      </DropdownMenu.Trigger>
      <MenuContent align="end" label={t("toolbar.account")}>
        {user ? (
          <>
            <div className="px-3 py-2 text-sm">
              <p className="text-fg-muted">{t("identity:menu.signedInAs")}</p>
              <p className="font-semibold">{user.fullName}</p>
              <p className="text-fg-muted">{user.email}</p>
            </div>
            <OrganisationChoice back={`${location.pathname}${location.search}`} />
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <MenuItem asChild>
              <Link to={to("/profiel")}>{t("identity:menu.profile")}</Link>
            </MenuItem>
            <MenuItem asChild>
              <Link to={to("/profile-edit")}>{t("profile:edit")}</Link>
            </MenuItem>
            {user.roles?.some((role) => role.name === "admin") && (
              <MenuItem asChild>
                <Link to={to("/beheer/e-mail")} data-testid="outbox-link">
                  {t("nav.mail")}
                </Link>
              </MenuItem>
            )}
            <MenuItem onSelect={() => submit(null, { method: "post", action: to("/uitloggen") })}>
              <LogOut className="size-4" aria-hidden />
              {t("identity:menu.logout")}
            </MenuItem>
          </>
        ) : (
          <>
            <MenuItem asChild>
              <Link to={to(`/auth/login-1?redirectTo=${back}`)}>{t("toolbar.login")}</Link>
            </MenuItem>
            <MenuItem asChild>
              <Link to={to("/signup")}>{t("toolbar.signup")}</Link>
            </MenuItem>
          </>
        )}
      </MenuContent>
    </DropdownMenu.Root>
  );
}

/** Says so once the server has taken another organisation (not before: the choice may still fail). */
function useOrganisationChangeToast() {
  const { t } = useTranslation();
  const organisations = useSite()?.organisations;
  const selectedId = organisations?.selectedId ?? null;
  const previous = useRef(selectedId);
  useEffect(() => {
    if (previous.current && selectedId && previous.current !== selectedId) {
      const name = organisations?.list.find((o) => o.id === selectedId)?.name;
      toast.info({ title: t("toolbar.organisationChanged", { name }) });
    }
    previous.current = selectedId;
  }, [selectedId, organisations, t]);
}

/** Spec section 4: the selected organisation, and with more than one a choice, remembered by the server. */
function OrganisationChoice({ back }: { back: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const submit = useSubmit();
  const organisations = useSite()?.organisations;
  if (!organisations || organisations.list.length === 0) return null;
  const selected = organisations.list.find((o) => o.id === organisations.selectedId);
  if (organisations.list.length === 1) {
    return (
      <p className="px-3 pb-2 text-sm" data-testid="current-organisation">
        <span className="text-fg-muted">{t("toolbar.organisation")}: </span>
        {selected?.name}
      </p>
    );
  }
  return (
    <>
      <DropdownMenu.Separator className="my-1 h-px bg-border" />
      <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold text-fg-muted">
        {t("toolbar.switchOrganisation")}
      </DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        value={organisations.selectedId ?? ""}
        onValueChange={(id) =>
          submit({ organization_id: id, redirectTo: back }, { method: "post", action: to("/current-organization") })
        }
      >
        {organisations.list.map((o) => (
          <MenuRadioItem key={o.id} value={o.id} data-testid="organisation-option">
            {o.name}
          </MenuRadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </>
  );
}
