import { expect } from "@playwright/test";
import { at, hydrated } from "./helpers";
import { test } from "./test";

test("the Google tag loads only after consent", async ({ page }) => {
  const requested: string[] = [];
  // The tag lives outside this machine: answer it here and record that it was asked for.
  await page.route("https://www.googletagmanager.com/**", (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  await page.goto(at("demo", "/nl"));
  await hydrated(page);
  const banner = page.getByRole("region", { name: "Cookies" });
  await expect(banner).toBeVisible();
  await page.waitForTimeout(500);
  expect(requested).toHaveLength(0);
  expect(await page.evaluate(() => typeof window.gtag)).toBe("undefined");

  await banner.getByRole("button", { name: "Accepteren" }).click();
  await expect.poll(() => requested.length).toBe(1);
  expect(requested[0]).toContain("id=G-DEMO000001");

  await page.reload();
  await expect(page.getByRole("region", { name: "Cookies" })).toHaveCount(0);
});

// Centres without a gtagId show no banner: app/routes/server-rendered.test.ts.
