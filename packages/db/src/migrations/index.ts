/*
 * Static migration provider: every migration is imported here by name, so the set of migrations is
 * known at compile time and works without a file system scan (bundlers, type stripping).
 * A new migration is added both as a file and as a line below; `migrations.test.ts` checks that
 * every file in this folder is listed.
 */
import type { Migration } from 'kysely/migration';
import * as m0001 from './2026_11_22_0001_extensions.ts';
import * as m0002 from './2026_11_22_0002_users.ts';
import * as m0003 from './2026_11_22_0003_clients.ts';
import * as m0004 from './2026_11_22_0004_digital_products.ts';
import * as m0005 from './2026_11_22_0005_inventory.ts';
import * as m0006 from './2026_11_22_0006_events.ts';
import * as m0007 from './2026_11_22_0007_campaigns.ts';
import * as m0008 from './2026_11_22_0008_stored_files.ts';
import * as m0009 from './2026_11_22_0009_documents.ts';
import * as m0010 from './2026_11_22_0010_client_portals.ts';
import * as m0011 from './2026_11_22_0011_business_info.ts';
import * as m0012 from './2026_11_22_0012_vendors.ts';
import * as m0013 from './2026_11_22_0013_marketing_assets.ts';
import * as m0014 from './2026_11_22_0014_templates.ts';
import * as m0015 from './2026_11_22_0015_financial_records.ts';
import * as m0016 from './2026_11_22_0016_notifications.ts';
import * as m0017 from './2026_11_22_0017_company_settings.ts';
import * as m0018 from './2026_11_22_0018_sessions.ts';
import * as m0019 from './2026_11_22_0019_login_throttle.ts';
import * as m0020 from './2026_11_22_0020_audit_log.ts';
import * as m0021 from './2026_11_22_0021_financial_totals.ts';
import * as m0022 from './2026_11_22_0022_list_indexes_inventory_totals.ts';
import * as m0023 from './2026_11_22_0023_notifications_dismissed.ts';
import * as m0024 from './2026_11_24_0024_company_time_zone.ts';
import * as m0025 from './2026_11_24_0025_api_tokens.ts';
import * as m0026 from './2026_11_24_0026_idempotency_keys.ts';
import * as m0027 from './2026_11_24_0027_campaign_metrics_history.ts';
import * as m0028 from './2026_11_24_0028_events_date_time_index.ts';
import * as m0029 from './2026_11_25_0029_one_audit_function.ts';
import * as m0030 from './2026_11_25_0030_portal_access.ts';
import * as m0031 from './2026_11_25_0031_invoices.ts';
import * as m0032 from './2026_11_25_0032_invoice_documents.ts';
import * as m0033 from './2026_11_25_0033_invoice_list_counts.ts';
import * as m0034 from './2026_11_25_0034_session_change_notify.ts';
import * as m0035 from './2026_11_25_0035_two_factor.ts';
import * as m0036 from './2026_11_25_0036_calendar_feed_tokens.ts';
import * as m0037 from './2026_11_26_0037_event_operations.ts';
import * as m0038 from './2026_11_26_0038_user_color_scheme.ts';
import * as m0039 from './2026_11_27_0039_audit_import.ts';
import * as m0040 from './2026_11_27_0040_marketing_asset_tags.ts';
import * as m0041 from './2026_11_28_0041_invoice_open_balance.ts';
import * as m0042 from './2026_11_28_0042_invoice_figures.ts';
import * as m0043 from './2026_11_28_0043_payment_records_kept.ts';
import * as m0044 from './2026_11_28_0044_trigram_fastupdate_off.ts';
import * as m0045 from './2026_11_28_0045_list_generations.ts';
import * as m0046 from './2026_11_28_0046_clients_search_text.ts';
import * as m0047 from './2026_11_28_0047_covering_list_indexes.ts';
import * as m0051 from './2026_11_28_0051_import_key_indexes.ts';
import * as m0052 from './2026_11_28_0052_invoice_tax_rate_three_decimals.ts';
import * as m0053 from './2026_11_28_0053_portal_upload_links.ts';
import * as m0054 from './2026_11_28_0054_client_second_contact_notes.ts';
import * as m0055 from './2026_11_28_0055_inventory_rental_price.ts';
import * as m0056 from './2026_11_28_0056_company_time_zone_confirmed.ts';
import * as m0057 from './2026_11_28_0057_email_outbox.ts';
import * as m0058 from './2026_11_28_0058_overdue_reminders.ts';
import * as m0059 from './2026_11_28_0059_password_reset_tokens.ts';
import * as m0060 from './2026_11_28_0060_portal_password_links.ts';
import * as m0061 from './2026_11_28_0061_email_templates.ts';
import * as m0062 from './2026_11_28_0062_email_notifications.ts';
import * as m0063 from './2026_11_28_0063_payment_receipts.ts';
import * as m0064 from './2026_11_28_0064_company_mail_server.ts';
import * as m0065 from './2026_11_28_0065_email_template_in_use.ts';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_extensions': m0001,
  '2026_11_22_0002_users': m0002,
  '2026_11_22_0003_clients': m0003,
  '2026_11_22_0004_digital_products': m0004,
  '2026_11_22_0005_inventory': m0005,
  '2026_11_22_0006_events': m0006,
  '2026_11_22_0007_campaigns': m0007,
  '2026_11_22_0008_stored_files': m0008,
  '2026_11_22_0009_documents': m0009,
  '2026_11_22_0010_client_portals': m0010,
  '2026_11_22_0011_business_info': m0011,
  '2026_11_22_0012_vendors': m0012,
  '2026_11_22_0013_marketing_assets': m0013,
  '2026_11_22_0014_templates': m0014,
  '2026_11_22_0015_financial_records': m0015,
  '2026_11_22_0016_notifications': m0016,
  '2026_11_22_0017_company_settings': m0017,
  '2026_11_22_0018_sessions': m0018,
  '2026_11_22_0019_login_throttle': m0019,
  '2026_11_22_0020_audit_log': m0020,
  '2026_11_22_0021_financial_totals': m0021,
  '2026_11_22_0022_list_indexes_inventory_totals': m0022,
  '2026_11_22_0023_notifications_dismissed': m0023,
  '2026_11_24_0024_company_time_zone': m0024,
  '2026_11_24_0025_api_tokens': m0025,
  '2026_11_24_0026_idempotency_keys': m0026,
  '2026_11_24_0027_campaign_metrics_history': m0027,
  '2026_11_24_0028_events_date_time_index': m0028,
  '2026_11_25_0029_one_audit_function': m0029,
  '2026_11_25_0030_portal_access': m0030,
  '2026_11_25_0031_invoices': m0031,
  '2026_11_25_0032_invoice_documents': m0032,
  '2026_11_25_0033_invoice_list_counts': m0033,
  '2026_11_25_0034_session_change_notify': m0034,
  '2026_11_25_0035_two_factor': m0035,
  '2026_11_25_0036_calendar_feed_tokens': m0036,
  '2026_11_26_0037_event_operations': m0037,
  '2026_11_26_0038_user_color_scheme': m0038,
  '2026_11_27_0039_audit_import': m0039,
  '2026_11_27_0040_marketing_asset_tags': m0040,
  '2026_11_28_0041_invoice_open_balance': m0041,
  '2026_11_28_0042_invoice_figures': m0042,
  '2026_11_28_0043_payment_records_kept': m0043,
  '2026_11_28_0044_trigram_fastupdate_off': m0044,
  '2026_11_28_0045_list_generations': m0045,
  '2026_11_28_0046_clients_search_text': m0046,
  '2026_11_28_0047_covering_list_indexes': m0047,
  '2026_11_28_0051_import_key_indexes': m0051,
  '2026_11_28_0052_invoice_tax_rate_three_decimals': m0052,
  '2026_11_28_0053_portal_upload_links': m0053,
  '2026_11_28_0054_client_second_contact_notes': m0054,
  '2026_11_28_0055_inventory_rental_price': m0055,
  '2026_11_28_0056_company_time_zone_confirmed': m0056,
  '2026_11_28_0057_email_outbox': m0057,
  '2026_11_28_0058_overdue_reminders': m0058,
  '2026_11_28_0059_password_reset_tokens': m0059,
  '2026_11_28_0060_portal_password_links': m0060,
  '2026_11_28_0061_email_templates': m0061,
  '2026_11_28_0062_email_notifications': m0062,
  '2026_11_28_0063_payment_receipts': m0063,
  '2026_11_28_0064_company_mail_server': m0064,
  '2026_11_28_0065_email_template_in_use': m0065,
};
