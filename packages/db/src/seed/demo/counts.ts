/** How many rows of each table the demo writes. */
export const demoSeedCounts = {
  clients: 20,
  events: 30,
  inventory: 40,
  digital_products: 8,
  campaigns: 8,
  /** Six updates of each of the six campaigns that have run (drafts have none). */
  campaign_metric_entries: 36,
  vendors: 12,
  templates: 8,
  business_info: 10,
  documents: 11,
  client_portals: 6,
  financial_records: 200,
  notifications: 5,
} as const;
