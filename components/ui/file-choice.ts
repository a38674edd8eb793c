/** What the file picker says beside its button: the chosen file's name, or that none is chosen. */
export function chosenFileText(name: string | null): string {
  return name === null || name === "" ? "no file chosen" : name;
}
