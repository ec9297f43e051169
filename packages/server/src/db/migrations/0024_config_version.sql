-- The version of the configuration routing reads for every order (flows and their executors and
-- fees, merchants' shares, traders' standing, requisites and their restrictions, currencies and
-- rates). A process keeps that configuration in memory and trusts it while this number stands
-- still; every transaction that writes one of those tables moves it once, as it commits (a
-- deferred trigger: the row is locked only at the very end, so it orders no other lock and adds
-- no deadlock), so a request that starts after a change has committed, in any process, sees it.

CREATE TABLE config_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL
);
INSERT INTO config_version (version) VALUES (1);

CREATE FUNCTION config_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction, however many rows it wrote.
  IF current_setting('paydesk.config_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('paydesk.config_bumped', txid_current()::text, true);
    UPDATE config_version SET version = version + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER config_changed AFTER INSERT OR UPDATE OR DELETE ON flows
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION config_version_bump();
CREATE CONSTRAINT TRIGGER config_changed AFTER INSERT OR UPDATE OR DELETE ON flow_merchants
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION config_version_bump();
CREATE CONSTRAINT TRIGGER config_changed AFTER INSERT OR UPDATE OR DELETE ON flow_executors
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION config_version_bump();
CREATE CONSTRAINT TRIGGER config_changed AFTER INSERT OR UPDATE OR DELETE ON flow_executor_fees
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION config_version_bump();
CREATE CONSTRAINT TRIGGER config_changed AFTER INSERT OR UPDATE OR DELETE ON merchant_profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION config_version_bump();
CREATE CONSTRAINT TRIGGER config_changed AFTER INSERT OR UPDATE OR DELETE ON merchant_referrals
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION config_version_bump();
CREATE CONSTRAINT TRIGGER config_changed AFTER INSERT OR UPDATE OR DELETE ON trader_teamleads
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION config_version_bump();
CREATE CONSTRAINT TRIGGER config_changed AFTER INSERT OR UPDATE OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION config_version_bump();
CREATE CONSTRAINT TRIGGER config_changed AFTER INSERT OR UPDATE OR DELETE ON trader_profiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION config_version_bump();
CREATE CONSTRAINT TRIGGER config_changed AFTER INSERT OR UPDATE OR DELETE ON requisites
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION config_version_bump();
CREATE CONSTRAINT TRIGGER config_changed AFTER INSERT OR UPDATE OR DELETE ON requisite_restrictions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION config_version_bump();
CREATE CONSTRAINT TRIGGER config_changed AFTER INSERT OR UPDATE OR DELETE ON trader_restrictions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION config_version_bump();
CREATE CONSTRAINT TRIGGER config_changed AFTER INSERT OR UPDATE OR DELETE ON currencies
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION config_version_bump();
CREATE CONSTRAINT TRIGGER config_changed AFTER INSERT OR UPDATE OR DELETE ON currency_rates
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION config_version_bump();
