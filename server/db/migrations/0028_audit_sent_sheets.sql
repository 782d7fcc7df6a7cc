-- A safety data sheet an organization keeps for its chemical (0026) is part of that chemical's history
-- (decision 023).
CREATE TRIGGER chemical_association_sheets_audit AFTER INSERT OR UPDATE OR DELETE ON chemical_association_sheets
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('chemical_association_sheet', 'organization_id', 'association_id', 'chemical_association', '');
