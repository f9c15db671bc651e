DROP INDEX "audit_log_user_id_idx";--> statement-breakpoint
DROP INDEX "audit_log_action_type_idx";--> statement-breakpoint
CREATE INDEX "audit_log_user_id_seq_idx" ON "audit_log" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "audit_log_action_type_seq_idx" ON "audit_log" USING btree ("action_type","seq");--> statement-breakpoint
CREATE INDEX "audit_log_ip_address_seq_idx" ON "audit_log" USING btree ("ip_address","seq");