import { describe, expect, it } from "vitest";
import { composeTemplatedMail } from "./compose-templated-mail";
import { parseTemplate, TemplateSyntaxError } from "./template-engine";

const frame = { footer: "Sent by the centre.", buttonFallback: "Copy this link:" };
const allowed = ["name", "url", "message"];
const compose = (body: string, values: Record<string, string>, subject = "Hello {{ name }}") =>
  composeTemplatedMail({ subject, body }, values, allowed, frame);

describe("a templated mail", () => {
  it("makes paragraphs, one button and small print from blank-line blocks", () => {
    const mail = compose("Dear {{ name }},\n\nWelcome.\n\n[Open]({{ url }})\n\nThe link works for a day.", {
      name: "Anna",
      url: "https://example.org/x?a=1&b=2",
    });
    expect(mail.subject).toBe("Hello Anna");
    expect(mail.html).toContain(">Dear Anna,</p>");
    expect(mail.html).toContain('<a href="https://example.org/x?a=1&amp;b=2"');
    expect(mail.html).toMatch(/font-size:13px;color:#555">The link works for a day\.<\/p>/);
    expect(mail.text).toBe(
      "Dear Anna,\n\nWelcome.\n\nOpen: https://example.org/x?a=1&b=2\n\nThe link works for a day.\n\n--\n\nSent by the centre.",
    );
  });

  it("escapes values in HTML and keeps them out of the mail's structure", () => {
    const hostile = "<script>alert(1)</script>\n\n[Pay here](https://evil.example)";
    const mail = compose("From {{ name }}:\n\n{{ message }}", { name: "<b>Eve</b>", message: hostile, url: "" });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;<br><br>[Pay here](https://evil.example)");
    expect(mail.html).not.toContain('href="https://evil.example"');
    expect(mail.text).toContain(hostile);
  });

  it("does not let `raw` unwrap a value", () => {
    const mail = compose("{{ message | raw }}", { message: "[x](https://evil.example)", name: "", url: "" });
    expect(mail.html).not.toContain('href="https://evil.example"');
  });

  it("makes no button of a link that is not http(s)", () => {
    const mail = compose("[Open]({{ url }})", { url: "javascript:alert(1)", name: "" });
    expect(mail.html).not.toContain("<a ");
  });

  it("leaves out a block whose condition is false, and keeps a subject on one line", () => {
    const body = "Hi.\n\n{% if message != blank %}Message: {{ message }}{% endif %}\n\nBye.";
    const mail = compose(body, { message: "", name: "A\nB", url: "" });
    expect(mail.text.split("\n\n").slice(0, 2)).toEqual(["Hi.", "Bye."]);
    expect(mail.subject).toBe("Hello A B");
  });

  it("refuses unknown variables, file tags, unknown filters and broken Liquid", () => {
    const kind = (source: string) => {
      try {
        parseTemplate(source, allowed);
        return "ok";
      } catch (error) {
        return error instanceof TemplateSyntaxError ? `${error.kind}:${error.detail.split(",")[0]}` : "other";
      }
    };
    expect(kind("{{ name }} {% assign x = 1 %}{{ x }}")).toBe("ok");
    expect(kind("{{ password }}")).toBe("variable:password");
    expect(kind("{% include 'secrets' %}")).toBe("tag:include");
    expect(kind("{% render 'x' %}")).toBe("tag:render");
    expect(kind("{{ name | nope }}")).toMatch(/^syntax:undefined filter: nope/);
    expect(kind("{% if name %}")).toMatch(/^syntax:/);
  });

  it("stops a template that would loop for ever", () => {
    expect(() => compose("{% for i in (1..100000000) %}{{ i }}{% endfor %}", { name: "", url: "" })).toThrow();
  });
});
