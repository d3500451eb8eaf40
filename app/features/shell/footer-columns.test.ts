import { describe, expect, it } from "vitest";
import { isRichText } from "../../../contract/volunteer-center-profile";
import { changedColumns, editableColumn } from "./footer-columns";

describe("footer columns in the editor", () => {
  it("turns plain lines into the editor's HTML, links kept and markup escaped", () => {
    const column = editableColumn({ title: "Contact", content: "Dorpsstraat 1 <b>\ninfo@ede.nl\nhttps://ede.nl\n" });
    expect(column).toEqual({
      title: "Contact",
      content:
        '<p>Dorpsstraat 1 &lt;b&gt;<br><a href="mailto:info@ede.nl">info@ede.nl</a><br><a href="https://ede.nl">https://ede.nl</a></p>',
    });
    expect(isRichText(column.content)).toBe(true);
  });

  it("leaves rich text and a missing column as they are", () => {
    expect(editableColumn({ title: "A", content: "<p>x</p>" })).toEqual({ title: "A", content: "<p>x</p>" });
    expect(editableColumn(undefined)).toEqual({ title: "", content: "" });
  });

  it("sends only changed columns, and an emptied one as null", () => {
    const initial = {
      "1": { title: "A", content: "<p>a</p>" },
      "6": { title: "", content: "" },
      "8": { title: "B", content: "" },
    };
    const current = {
      "1": { title: "A", content: "<p>a</p>" },
      "6": { title: "Nieuws", content: "<p>n</p>" },
      "8": { title: " ", content: "" },
    };
    expect(changedColumns(initial, current)).toEqual({ "6": { title: "Nieuws", content: "<p>n</p>" }, "8": null });
    expect(changedColumns(initial, initial)).toEqual({});
  });
});
