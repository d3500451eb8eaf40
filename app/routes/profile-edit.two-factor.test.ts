import { afterAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, demoEmail } from "../../server/modules/identity/identity.factory";
import { updateTenantRecord } from "../../server/modules/tenancy/tenants.service";
import { screensTestApp } from "../../server/test/screens";
import { signIn } from "../../server/test/sign-in";
import { totpCodeOf } from "../../server/test/totp-codes";

const screens = screensTestApp();
const PATH = "/nl/profile-edit/tweestapsaanmelding";

const hidden = (document: Document, name: string) =>
  (document.querySelector(`input[type=hidden][name=${name}]`) as HTMLInputElement | null)?.value ?? "";

/** Sets two-step sign-in up through the screen as a browser without scripts would: the secret and the recovery codes. */
async function setUpOnScreen(role: "page_manager" | "mentor") {
  const started = await screens.post(PATH, { intent: "start" }, { as: role });
  const secret = started.screen.getByTestId("two-factor-secret").textContent ?? "";
  const fields = {
    secret: hidden(started.document, "secret"),
    uri: hidden(started.document, "uri"),
    qr_svg: hidden(started.document, "qr_svg"),
  };
  const confirmed = await screens.post(PATH, { intent: "confirm", code: totpCodeOf(secret, -1), ...fields }, { as: role });
  const codes = [...confirmed.document.querySelectorAll("[data-testid=recovery-codes] li")].map((li) => li.textContent ?? "");
  return { secret, codes, confirmed };
}

describe("the two-step sign-in screen", () => {
  it("sets it up: QR code and key, a wrong code keeps the same QR, the right one shows the recovery codes once", async () => {
    const open = await screens.open(PATH, { as: "mentor" });
    expect(open.screen.getByTestId("two-factor-status").textContent).toBe("Tweestapsaanmelding staat uit.");
    const started = await screens.post(PATH, { intent: "start" }, { as: "mentor" });
    expect(started.screen.getByRole("img", { name: "QR-code voor je authenticator-app" }).getAttribute("src")).toMatch(
      /^data:image\/svg\+xml/,
    );
    const code = started.screen.getByRole("textbox", { name: /Code uit je app/ });
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(code.getAttribute("inputmode")).toBe("numeric");

    const fields = {
      secret: hidden(started.document, "secret"),
      uri: hidden(started.document, "uri"),
      qr_svg: hidden(started.document, "qr_svg"),
    };
    const wrong = await screens.post(PATH, { intent: "confirm", code: "000000", ...fields }, { as: "mentor" });
    expect(wrong.status).toBe(422);
    expect(wrong.screen.getByText(/Deze code klopt niet/)).toBeTruthy();
    expect(wrong.screen.getByTestId("two-factor-secret").textContent?.replace(/\s/g, "")).toBe(fields.secret);

    const confirmed = await screens.post(
      PATH,
      { intent: "confirm", code: totpCodeOf(fields.secret), ...fields },
      { as: "mentor" },
    );
    expect(confirmed.screen.getByText("Tweestapsaanmelding staat nu aan.")).toBeTruthy();
    expect(confirmed.document.querySelectorAll("[data-testid=recovery-codes] li")).toHaveLength(10);
    expect(confirmed.screen.getByRole("link", { name: "Download als tekstbestand" }).getAttribute("download")).toBe(
      "herstelcodes.txt",
    );
    const again = await screens.open(PATH, { as: "mentor" });
    expect(again.screen.getByTestId("two-factor-status").textContent).toContain("Je hebt nog 10 herstelcodes.");
    expect(again.document.querySelector("[data-testid=recovery-codes]")).toBeNull();
  });
});

describe("in English", () => {
  it("has its texts and its tab", async () => {
    const open = await screens.open("/en/profile-edit/tweestapsaanmelding", { as: "student" });
    expect(open.document.title).toMatch(/^Two-step sign-in - /);
    expect(open.screen.getByTestId("two-factor-status").textContent).toBe("Two-step sign-in is off.");
    expect(open.screen.getByRole("button", { name: "Set up two-step sign-in" })).toBeTruthy();
    expect(open.screen.getByRole("link", { name: "Two-step sign-in" }).getAttribute("href")).toBe(
      "/en/profile-edit/tweestapsaanmelding",
    );
  });
});

describe("signing in in two steps, without scripts", () => {
  it("asks for the code after the password, switches to a recovery code, and signs in with either", async () => {
    const { secret, codes } = await setUpOnScreen("page_manager");
    const email = demoEmail("page_manager", "oldebroek");
    const first = await screens.post("/nl/auth/login-1", { email, password: DEMO_PASSWORD });
    expect(first.screen.getByRole("heading", { level: 1 }).textContent).toBe("Tweestapsaanmelding");
    const code = first.screen.getByRole("textbox", { name: /Code uit je app/ });
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(first.screen.getByRole("checkbox", { name: "Onthoud dit apparaat 30 dagen" })).toBeTruthy();
    const challenge = hidden(first.document, "challenge");
    expect(challenge.length).toBeGreaterThan(30);

    const recovery = await screens.post("/nl/auth/login-1", { challenge, intent: "recovery", mode: "app" });
    expect(recovery.screen.getByRole("textbox", { name: /Herstelcode/ })).toBeTruthy();
    const wrong = await screens.post("/nl/auth/login-1", {
      challenge,
      intent: "two_factor",
      mode: "recovery",
      code: "aaaaa-bbbbb",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.screen.getByText(/Deze code klopt niet/)).toBeTruthy();
    const used = await screens.post("/nl/auth/login-1", { challenge, intent: "two_factor", mode: "recovery", code: codes[0] });
    expect(used.status).toBe(302);
    expect(used.location).toBe(`${PATH}?recovery_codes_left=9`);

    const again = await screens.post("/nl/auth/login-1", { email, password: DEMO_PASSWORD });
    const signedIn = await screens.post("/nl/auth/login-1?redirectTo=%2Fnl%2Fprofiel", {
      challenge: hidden(again.document, "challenge"),
      intent: "two_factor",
      mode: "app",
      code: totpCodeOf(secret),
      remember: "on",
    });
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe("/nl/profiel");
  });
});

describe("staff whose tenant requires two-step sign-in", () => {
  afterAll(() => updateTenantRecord(screens.app().db, "meedoen", { switches: { twoFactorForStaff: false } }));

  it("are sent to the set-up screen before anything else, and can still sign out", async () => {
    await updateTenantRecord(screens.app().db, "meedoen", { switches: { twoFactorForStaff: true } });
    const home = await screens.open("/nl/profiel", { as: "content_manager", tenant: "meedoen" });
    expect(home.status).toBe(302);
    expect(home.location).toBe(PATH);
    const setup = await screens.open(PATH, { as: "content_manager", tenant: "meedoen" });
    expect(setup.status).toBe(200);
    expect(setup.screen.getByText(/vraagt tweestapsaanmelding voor jouw rol/)).toBeTruthy();
    expect((await screens.open("/nl/uitloggen", { as: "content_manager", tenant: "meedoen" })).status).toBe(200);
  });
});

describe("the admin's user screen", () => {
  it("offers to reset someone's two-step sign-in and says it was done", async () => {
    const admin = await signIn(screens.app(), "admin");
    const me = await screens.app().request("/api/v1/users?filter[with_role]=volunteer", { headers: admin });
    const { data } = (await me.json()) as { data: { id: string }[] };
    const path = `/nl/users/${data[0].id}`;
    const page = await screens.open(path, { as: "admin" });
    expect(page.screen.getByRole("button", { name: "Tweestapsaanmelding resetten" })).toBeTruthy();
    const reset = await screens.post(path, { intent: "reset_two_factor" }, { as: "admin" });
    expect(reset.screen.getByText(/is gereset/)).toBeTruthy();
  });
});
