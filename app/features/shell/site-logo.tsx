import { Link } from "react-router";
import { withCompoundBreaks } from "../../lib/compound-breaks";
import { useLocalePath } from "../../lib/locale";
import { useSite } from "../../lib/site";

/** The centre's logo (dark-mode variant when there is one), or the app name as a heading (spec section 1). */
export function SiteLogo() {
  const site = useSite();
  const to = useLocalePath();
  const profile = site?.center.profile;
  const appName = site?.site.appName ?? "";
  const logo = profile?.websiteLogoUrl;
  const darkLogo = profile?.websiteLogoDarkModeUrl;
  return (
    <Link to={to("/")} className="flex min-h-11 min-w-0 items-center gap-2" aria-label={logo ? appName : undefined}>
      {logo ? (
        <>
          {/* On a narrow phone the logo gives way to the toolbar: it shrinks and keeps its shape. */}
          <img src={logo} alt="" className="h-auto max-h-10 w-auto max-w-[min(12rem,100%)] dark:hidden" />
          {/* Without a dark-mode variant the logo (drawn for a light page) gives way to the name, not a white box. */}
          {darkLogo ? (
            <img src={darkLogo} alt="" className="hidden h-auto max-h-10 w-auto max-w-[min(12rem,100%)] dark:block" />
          ) : (
            <span className="hidden min-w-0 dark:block">
              <SiteName name={appName} testId="app-name-dark" />
            </span>
          )}
        </>
      ) : (
        <SiteName name={appName} testId="app-name" />
      )}
    </Link>
  );
}

function SiteName({ name, testId }: { name: string; testId: string }) {
  return (
    <span
      // A long Dutch compound breaks (hyphenated where the browser can) instead of being cut off on a narrow phone;
      // on a phone it may take a third line of the header (three lines of 20 px fit its 64).
      className="line-clamp-3 font-heading text-sm leading-tight sm:line-clamp-2 font-bold break-words hyphens-auto text-accent min-[360px]:text-base sm:text-xl"
      data-testid={testId}
    >
      {withCompoundBreaks(name)}
    </span>
  );
}
