/**
 * A safety data sheet that was read is held this long for its chemical to be kept with it (decision
 * 045), as long as an import's upload waits for its confirmation (decision 043).
 */
export const HELD_SHEET_HOURS = 24;

export type HeldSheet = {
  organizationId: number;
  userId: number;
  createdDate: Date;
  filedAssociationId: number | null;
};

/**
 * What filing a held sheet with a kept chemical comes to. `file`: file it now; `filed`: it was filed
 * with this very chemical (a repeated post), nothing to do; otherwise the refusal's code. Another
 * person's sheet, another organization's, or one past its day are all `held_sheet_gone`, so that an
 * id tells nobody whether someone else holds it.
 */
export function heldSheetFiling(
  held: HeldSheet | null,
  by: { organizationId: number; userId: number; associationId: number },
  now: Date,
): "file" | "filed" | "held_sheet_gone" | "held_sheet_used" {
  if (!held || held.organizationId !== by.organizationId || held.userId !== by.userId) return "held_sheet_gone";
  if (now.getTime() - held.createdDate.getTime() >= HELD_SHEET_HOURS * 3_600_000) return "held_sheet_gone";
  if (held.filedAssociationId === null) return "file";
  return held.filedAssociationId === by.associationId ? "filed" : "held_sheet_used";
}

/** When a sheet held at `createdDate` is no longer held. */
export const heldSheetExpiry = (createdDate: Date) => new Date(createdDate.getTime() + HELD_SHEET_HOURS * 3_600_000);
