import { describe, expect, it } from "vitest";
import { isPublicAddress, mayReach } from "./webhook-address";

const closed = { privateAddresses: false };
const resolvingTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("where a webhook may send", () => {
  it("knows private, loopback, link-local and reserved addresses from public ones", () => {
    for (const address of [
      "10.1.2.3",
      "127.0.0.1",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ["93.184.216.34", "1.1.1.1", "2606:4700:4700::1111"])
      expect(isPublicAddress(address), address).toBe(true);
    expect(isPublicAddress("not-an-address")).toBe(false);
  });

  it("takes a public https address only, every address of its name public", async () => {
    expect(await mayReach("https://93.184.216.34/hook", closed)).toBe(true);
    expect(await mayReach("http://93.184.216.34/hook", closed)).toBe(false);
    expect(await mayReach("https://[::1]/hook", closed)).toBe(false);
    expect(await mayReach("https://partner.example/hook", closed, resolvingTo("93.184.216.34"))).toBe(true);
    // A name that points inside (cloud metadata, the database) as well as outside is refused.
    expect(await mayReach("https://partner.example/hook", closed, resolvingTo("93.184.216.34", "169.254.169.254"))).toBe(false);
    const unknown = async () => {
      throw new Error("ENOTFOUND");
    };
    expect(await mayReach("https://nowhere.example/hook", closed, unknown)).toBe(false);
    expect(await mayReach("ftp://93.184.216.34/", closed)).toBe(false);
  });

  it("lets development and tests reach this machine over http", async () => {
    expect(await mayReach("http://127.0.0.1:4000/hook", { privateAddresses: true })).toBe(true);
    expect(await mayReach("file:///etc/passwd", { privateAddresses: true })).toBe(false);
  });
});
