import { describe, expect, it } from "vitest";
import { exampleFolder, rootsSentence } from "./workspace-roots-text";

describe("the registration form's roots text", () => {
  it("suggests a folder inside the first root", () => {
    expect(exampleFolder(["/home/ops/workspaces/", "/data/ws"])).toBe(
      "/home/ops/workspaces/ledgerline",
    );
    expect(exampleFolder([])).toBe("/srv/ledgerline");
  });

  it("names the roots, or says none is configured, or that they are loading", () => {
    expect(rootsSentence(["/a/workspaces"])).toBe(
      "The workspace root is /a/workspaces; an administrator can add roots with DEBRIEF_WORKSPACE_ROOTS.",
    );
    expect(rootsSentence(["/a", "/b"])).toBe(
      "The workspace roots are /a, /b; an administrator can add roots with DEBRIEF_WORKSPACE_ROOTS.",
    );
    expect(rootsSentence([])).toBe("No workspace root is configured: set DEBRIEF_WORKSPACE_ROOTS.");
    expect(rootsSentence(null)).toBe("Loading the workspace roots…");
  });
});
