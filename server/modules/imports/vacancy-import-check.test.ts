import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "../../text/rich-text";
import { check, textToHtml } from "./vacancy-import-check";

const TEXTS = [
  "Eén regel",
  "Twee\nregels\r\nen een\r\n\r\nalinea",
  "a < b & c > d, \"quotes\" and 'apostrophes'",
  "&amp; &eacute; &#39; &nbsp; &lt;script&gt; &",
  "<script>alert(1)</script> <img src=x onerror=y> <h2>kop</h2>",
  "  spaties  \n\n\n  rondom  \t",
  "emoji 🙂, accenten é ü ß, zero width\u200b, nbsp\u00a0.",
  "<<>> <!-- comment --> <![CDATA[x]]> </p",
  "",
];

describe("a vacancy row's plain-text description", () => {
  it("is the HTML the sanitiser would give back, without running it (a file of 100,000 rows ran it 100,000 times)", () => {
    for (const text of TEXTS) {
      const { values } = check({ organization: "Org", title: "Titel", description: text });
      if (text.trim() === "") expect(values.description ?? "").toBe(sanitizeRichText(textToHtml(text)));
      else expect(values.description).toBe(sanitizeRichText(textToHtml(text)));
    }
  });

  it("that is HTML is still sanitised", () => {
    const { values } = check({ organization: "Org", title: "Titel", description: "<p>Hallo<script>x</script><br></p>" });
    expect(values.description).toBe("<p>Hallo<br /></p>");
  });
});
