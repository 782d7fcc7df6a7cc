/** What the import form's buttons ask: check the rows, or save them. */
export const INTENTS = { preview: "preview", import: "import" } as const;
