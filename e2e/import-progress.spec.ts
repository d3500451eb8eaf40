import { expect } from "@playwright/test";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

// Issue 40: a file over 2 MB goes through the import screen as it streams and is checked by a job, the screen showing
// how far (a progress bar of percent) until it is checked.
const SHOTS = process.env.IMPORT_SHOTS_DIR;

test("a large file is checked by a job, the screen showing its progress in percent", async ({ page, context }) => {
  test.setTimeout(SHOTS ? 600_000 : 240_000);
  await signInAs(context, "admin");
  await page.goto(at(null, "/nl/import"));
  await hydrated(page);
  const lines = [
    "Naam;Notitie",
    ...Array.from({ length: SHOTS ? 150_000 : 40_000 }, (_, i) => `Voortgang ${i};${"n".repeat(120)}`),
  ];
  await page
    .getByLabel(/^Bestand/)
    .setInputFiles({ name: "groot.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\n")) });
  await page.getByRole("button", { name: "Controleren" }).click();
  await expect(page).toHaveURL(/\/nl\/import\/\d+$/);
  const path = new URL(page.url()).pathname;
  const bar = page.getByRole("progressbar", { name: "Voortgang van de controle" });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("max", "100");
  await expect(page.getByRole("status")).toContainText("% van het bestand gecontroleerd");
  if (SHOTS) {
    for (const locale of ["nl", "en"]) {
      await page.goto(at(null, path.replace("/nl/", `/${locale}/`)));
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({ path: `${SHOTS}/progress-${locale}-${colorScheme}-${width}.png` });
        }
      }
    }
    await page.emulateMedia({ colorScheme: "light" });
  }
  // It reloads itself until checked.
  await page.goto(at(null, path));
  await expect(page.getByText("Klaar om te importeren")).toBeVisible({ timeout: SHOTS ? 560_000 : 200_000 });
  await expect(page.getByRole("progressbar")).toHaveCount(0);
});
