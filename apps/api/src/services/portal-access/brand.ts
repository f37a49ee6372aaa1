import { companyBrand, type Database, type Kysely } from '@app/db';

/** The company's name and logo for the portal's own pages; only a logo stored here, nothing from elsewhere. */
export async function portalBrand(db: Kysely<Database>) {
  const brand = await companyBrand(db);
  return {
    companyName: brand.companyName ?? 'EventFlow',
    logoUrl: brand.logoUrl?.startsWith('/api/files/') ? brand.logoUrl : null,
  };
}
