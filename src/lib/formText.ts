/** A text field's value from a submitted form ("" if it is missing). */
export function formText(fields: FormData, name: string): string {
  const value = fields.get(name);
  return typeof value === "string" ? value : "";
}
