-- The audit trail of management reviews (decision 023): who planned, changed, held and closed a review.
CREATE TRIGGER management_reviews_audit AFTER INSERT OR UPDATE OR DELETE ON management_reviews
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('management_review', 'organization_id', '', '', '');
