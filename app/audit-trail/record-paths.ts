import type { AuditEntity } from "../../server/domain/audit-trail";

/** The detail page of each kind of record a history belongs to, for links from the log and the history. */
export const RECORD_PATHS: Partial<Record<AuditEntity, (id: string) => string>> = {
  member: (id) => `/organization/members/${id}`,
  competence: (id) => `/organization/competences/${id}`,
  stakeholder_association: (id) => `/organization/stakeholders/${id}`,
  machine: (id) => `/monitoring/machines/${id}`,
  risk: (id) => `/planning/risk-assessment/${id}`,
  aspect: (id) => `/planning/aspects/${id}`,
  aspect_significance: () => "/planning/aspects/significance",
  work_process: (id) => `/planning/chemical-risk/${id}`,
  meter: (id) => `/monitoring/meters/${id}`,
  agreement: (id) => `/monitoring/control-book/agreements/${id}`,
  inspection: (id) => `/monitoring/control-book/inspections/${id}`,
  waste_handler_association: (id) => `/monitoring/waste/${id}`,
  event: (id) => `/evaluation/event-handling/${id}`,
  internal_audit: (id) => `/evaluation/internal-audit/${id}`,
  management_review: (id) => `/evaluation/management-review/${id}`,
  action: (id) => `/planning/action-plan/${id}`,
  chemical_association: (id) => `/chemicals/my-chemicals/${id}`,
  file: (id) => `/documents/own-documents/${id}`,
};

/** The address of a record's history page. */
export const historyPath = (entity: AuditEntity, id: number | string) => `/organization/history/${entity}/${id}`;
