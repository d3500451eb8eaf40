import { Link, useLocation } from "react-router";
import { useTranslation } from "../../lib/i18n";
import { useLocalePath } from "../../lib/locale";
import { useSite } from "../../lib/site";
import "../../lib/texts/identity";
import "../../lib/texts/profile";

interface AccountLink {
  href: string;
  label: string;
  testId?: string;
}

/**
 * The account menu's links for this visitor: log in and sign up, or the signed-in user's own pages. Plain links, so the
 * server's popover shows them before the page hydrates (account-menu.tsx) and the panel after (account-menu-panel.tsx);
 * the browser loads this module, and its texts, only with the panel.
 */
export function useAccountLinks(): AccountLink[] {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { pathname, search } = useLocation();
  const user = useSite()?.user;
  if (!user) {
    return [
      { href: to(`/auth/login-1?redirectTo=${encodeURIComponent(pathname + search)}`), label: t("toolbar.login") },
      { href: to("/signup"), label: t("toolbar.signup") },
    ];
  }
  const links: AccountLink[] = [
    { href: to("/profiel"), label: t("identity:menu.profile") },
    { href: to("/mijn-aanmeldingen"), label: t("applications:mine.title") },
    { href: to("/profile-edit"), label: t("profile:edit") },
  ];
  if (user.roles?.some((role) => role.name === "admin")) {
    links.push(
      { href: to("/beheer/e-mail"), label: t("nav.mail"), testId: "outbox-link" },
      { href: to("/admin/data-viewer"), label: t("nav.dataViewer") },
    );
  }
  return links;
}

/** The account menu's links as a list, for the popover that works without a script. */
export function AccountLinks() {
  return (
    <ul className="flex flex-col gap-1">
      {useAccountLinks().map(({ href, label, testId }) => (
        <li key={href}>
          <Link to={href} data-testid={testId} className="block rounded-md px-3 py-3 text-base hover:bg-surface-sunken">
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
