-- Evaluations are written in the history of their obligation (decision 036).
CREATE TRIGGER compliance_evaluations_audit AFTER INSERT OR UPDATE OR DELETE ON compliance_evaluations
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('compliance_evaluation', '', 'association_id', 'legislation_association', 'legislation_associations');
