import { describe, expect, it } from "vitest";
import { newSecretKeyEntry, parseSecretKeys } from "../config/secret-keys";
import { openSecret, SecretBoxError, sealedKeyId, sealSecret } from "./secret-box";

const keys = parseSecretKeys(`${newSecretKeyEntry("k2")},${newSecretKeyEntry("k1")}`);

describe("secrets sealed with the installation's key (decision 34)", () => {
  it("seals with the first key, a fresh nonce each time, and opens with any listed key", () => {
    const once = sealSecret(keys, "JBSWY3DPEHPK3PXP");
    const twice = sealSecret(keys, "JBSWY3DPEHPK3PXP");
    expect(once).not.toBe(twice);
    expect(once).not.toContain("JBSWY3DPEHPK3PXP");
    expect(sealedKeyId(once)).toBe("k2");
    expect(openSecret(keys, once)).toBe("JBSWY3DPEHPK3PXP");
    const older = sealSecret({ ...keys, current: "k1" }, "older");
    expect(openSecret(keys, older)).toBe("older");
  });

  it("refuses what it cannot open: a plain value, an unknown key, another key of the same id, an altered value", () => {
    const sealed = sealSecret(keys, "secret");
    expect(sealedKeyId("JBSWY3DPEHPK3PXP")).toBeNull();
    expect(() => openSecret(keys, "JBSWY3DPEHPK3PXP")).toThrow(SecretBoxError);
    expect(() => openSecret(parseSecretKeys(newSecretKeyEntry("k9")), sealed)).toThrow(/no key with id 'k2'/);
    expect(() => openSecret(parseSecretKeys(newSecretKeyEntry("k2")), sealed)).toThrow(/does not open the value/);
    const parts = sealed.split(":");
    parts[3] = Buffer.from("SECRET").toString("base64url");
    expect(() => openSecret(keys, parts.join(":"))).toThrow(SecretBoxError);
  });
});
