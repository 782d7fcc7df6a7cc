-- The audit trail of internal audits and their findings (decision 023); a finding's changes are its audit's history.
CREATE TRIGGER internal_audits_audit AFTER INSERT OR UPDATE OR DELETE ON internal_audits
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('internal_audit', 'organization_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER audit_findings_audit AFTER INSERT OR UPDATE OR DELETE ON audit_findings
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('audit_finding', '', 'audit_id', 'internal_audit', 'internal_audits');
