import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// THE route table (DESIGN.md section 3). Every screen lives under a locale prefix (/nl/..., /en/...);
// a bare path is redirected by the locale route.
export default [
  index("routes/locale-redirect.tsx", { id: "bare-index" }),
  route(":lang", "routes/locale.tsx", [
    layout("layouts/wide.tsx", [index("routes/home.tsx")]),
    layout("layouts/empty.tsx", [route("switch", "routes/switch.tsx"), route("gelderse-handen", "routes/gelderse-handen.tsx")]),
    layout("layouts/sidebar.tsx", [route("support", "routes/support.tsx")]),
    layout("layouts/default.tsx", [
      route("auth/login-1", "routes/auth.login.tsx"),
      route("auth/recover", "routes/auth.recover.tsx"),
      route("auth/reset", "routes/auth.reset.tsx"),
      route("signup", "routes/signup.tsx"),
      route("signup/success", "routes/signup.success.tsx"),
      route("confirm", "routes/confirm.tsx"),
      route("uitloggen", "routes/logout.tsx"),
      route("profiel", "routes/profile.tsx"),
      route("profiel/verwijderd", "routes/profile.deleted.tsx"),
      route("auth/token", "routes/auth.token.tsx"),
      route("account/verwijderen", "routes/account.delete.tsx"),
      route("account/roles", "routes/account.roles.tsx"),
      route("users", "routes/users.tsx"),
      route("users/:id", "routes/user.tsx"),
      route("impersonation/stop", "routes/impersonation.stop.tsx"),
      route("organizations", "routes/organizations.tsx"),
      route("organizations/add", "routes/organizations.add.tsx"),
      route("organizations/approve", "routes/organizations.approve.tsx"),
      route("organizations/signup", "routes/organizations.signup.tsx"),
      route("organizations/signup/success", "routes/organizations.signup.success.tsx"),
      route("organizations/:id", "routes/organization.tsx"),
      route("organizations/:id/edit", "routes/organization.edit.tsx"),
      route("organizations/:id/move", "routes/organization.move.tsx"),
      route("volunteerly/changelog", "routes/changelog.tsx"),
      route("test/toaster", "routes/test.toaster.tsx"),
      route("test/form", "routes/test.form.tsx"),
      route("test/colors", "routes/test.colors.tsx"),
      route("test/server-error", "routes/test.server-error.tsx"),
      route("*", "routes/not-found.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
