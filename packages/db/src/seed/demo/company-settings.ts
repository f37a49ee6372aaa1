import type { Seed } from './seed.ts';

/** The demo business's name, address and phone. */
export async function seedCompanySettings({ trx }: Seed) {
  const companySettings = {
    companyName: 'Harbor & Vine Events',
    description: 'Full-service event planning for weddings, corporate events and galas.',
    website: 'https://harborvine.example.com',
    address: '200 Harbor Way, Portland, OR 97204',
    phone: '+1 555 0100',
  };
  await trx
    .insertInto('company_settings')
    .values({ id: true, ...companySettings })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(companySettings))
    .execute();
}
