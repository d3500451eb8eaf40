import { describe, expect, it } from "vitest";
import { withCompoundBreaks } from "./compound-breaks";

describe("withCompoundBreaks", () => {
  it("lets 'Vrijwilligerscentrale' break after 'Vrijwilligers' only, and leaves other names alone", () => {
    expect(withCompoundBreaks("Vrijwilligerscentrale Nijmegen")).toBe("Vrijwilligers\u00ADcentrale Nijmegen");
    expect(withCompoundBreaks("Steunpunt vrijwilligerswerk")).toBe("Steunpunt vrijwilligers\u00ADwerk");
    expect(withCompoundBreaks("Vrijwilligers Oldebroek")).toBe("Vrijwilligers Oldebroek");
    expect(withCompoundBreaks("Meedoen")).toBe("Meedoen");
  });
});
