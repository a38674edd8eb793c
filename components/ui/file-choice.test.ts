import { describe, expect, it } from "vitest";
import { chosenFileText } from "./file-choice";

describe("file picker text", () => {
  it("names the chosen file, or says none is chosen", () => {
    expect(chosenFileText("answer.md")).toBe("answer.md");
    expect(chosenFileText(null)).toBe("no file chosen");
    expect(chosenFileText("")).toBe("no file chosen");
  });
});
