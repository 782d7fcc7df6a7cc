-- The audit trail of objectives and their figures entered by hand (decision 023); a figure's changes are its objective's history.
CREATE TRIGGER objectives_audit AFTER INSERT OR UPDATE OR DELETE ON objectives
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('objective', 'organization_id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER objective_figures_audit AFTER INSERT OR UPDATE OR DELETE ON objective_figures
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('objective_figure', '', 'objective_id', 'objective', 'objectives');
