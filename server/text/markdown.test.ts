import { describe, expect, it } from "vitest";
import { markdownToHtml } from "./markdown";

describe("markdownToHtml", () => {
  it("renders headings, lists, emphasis and links, # as a section heading", () => {
    const html = markdownToHtml(
      "# Over ons\n\nWe zijn **er** voor *iedereen*.\n\n- een\n- twee\n\n[Vacatures](/vacancies/search)",
    );
    expect(html).toContain("<h2>Over ons</h2>");
    expect(html).toContain("<strong>er</strong>");
    expect(html).toContain("<em>iedereen</em>");
    expect(html).toContain("<li>een</li>");
    expect(html).toContain('<a href="/vacancies/search">Vacatures</a>');
  });

  it("opens another site apart, without a hold on ours", () => {
    expect(markdownToHtml("[NOV](https://www.nov.nl)")).toContain(
      '<a href="https://www.nov.nl" target="_blank" rel="noopener noreferrer">NOV</a>',
    );
  });

  it("lets no script, handler, frame or javascript: link through", () => {
    const html = markdownToHtml(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<iframe src="https://evil.test"></iframe>\n\n[klik](javascript:alert(3))\n\n<a href="javascript:alert(4)" onclick="x()">a</a>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|iframe|javascript:/i);
  });
});
