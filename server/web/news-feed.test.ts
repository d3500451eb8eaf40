import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, host = "oldebroek.localhost:3000") => t.request(path, { headers: { host } });

describe("feed.xml", () => {
  it("gives the centre's news and success stories, newest first, as Atom on its own origin", async () => {
    const response = await get("/feed.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/atom+xml");
    const xml = await response.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    const links = [...xml.matchAll(/<entry>.*?href="([^"]+)"/g)].map((match) => match[1]);
    expect(links.length).toBe(6);
    expect(links[0]).toBe("http://oldebroek.localhost:3000/nl/nieuws/nl-doet-2027");
    const dates = [...xml.matchAll(/<published>([^<]+)</g)].map((match) => match[1]);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Pages that are not news, and another centre's news, stay out.
    expect(xml).not.toContain("/nl/nieuws/over-ons");
    expect(xml).not.toContain("Nijmegen");
  });

  it("is not offered on a host that is not ours", async () => {
    expect((await get("/feed.xml", "evil.example")).status).toBe(404);
  });

  it("has an English feed on a site that publishes English: its news that has English, at /en (decision 35)", async () => {
    const response = await get("/feed.xml?lang=en", "localhost:3000");
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('xml:lang="en"');
    const links = [...xml.matchAll(/<entry>.*?href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toContain("http://localhost:3000/en/nieuws/nl-doet-2027");
    expect(links.every((link) => link.startsWith("http://localhost:3000/en/nieuws/"))).toBe(true);
    const dutch = await (await get("/feed.xml", "localhost:3000")).text();
    expect([...dutch.matchAll(/<entry>/g)].length).toBeGreaterThan(links.length);
    // A centre that publishes only Dutch has no English feed.
    expect((await get("/feed.xml?lang=en")).status).toBe(404);
  });
});
