import { expect } from "@playwright/test";
import { at, hydrated, signInAs } from "./helpers";
import { test } from "./test";

// Issue 37, item 10: the page's texts lived where only the server looks, so the browser swapped them for their keys.
test("the e-mail delivery page keeps its texts once the browser has taken over, in Dutch and in English", async ({
  page,
  context,
}) => {
  await signInAs(context, "admin");
  await page.goto(at(null, "/nl/beheer/e-mail?status=all"));
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "E-mailbezorging", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Status" }).getByRole("link", { name: "Mislukt" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("outbox.");

  await page.goto(at(null, "/en/beheer/e-mail?status=all"));
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "E-mail delivery", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Status" }).getByRole("link", { name: "Failed" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("outbox.");
});
