import type { VendorCategory } from '@app/domain';
import { integer, pick, randomMoney, slug } from './random.ts';
import type { Seed } from './seed.ts';

const vendorSeeds: ReadonlyArray<readonly [name: string, category: VendorCategory, contact: string]> = [
  ['Savory Spoon Catering', 'catering', 'Nina Alvarez'],
  ['Golden Hour Photography', 'photography', 'Ethan Cole'],
  ['Reel Moments Video', 'videography', 'Isabel Duarte'],
  ['The Grand Harbor Ballroom', 'venue', 'Victor Hale'],
  ['Petal & Stem Florists', 'florist', 'Chloe Park'],
  ['Midnight Groove DJs', 'music', 'Marcus Bell'],
  ['Silver Line Limousines', 'transportation', 'Andre Moreau'],
  ['Dream Decor Studio', 'decoration', 'Yuki Tanaka'],
  ['ProStage Equipment Rental', 'equipment', 'Frank Weber'],
  ['Harvest Table Caterers', 'catering', 'Rosa Jimenez'],
  ['String Quartet Collective', 'music', 'Clara Novak'],
  ['SafeEvents Security', 'other', 'Dmitri Volkov'],
];

/** Twelve vendors, the five-star ones preferred. */
export async function seedVendors({ trx, random }: Seed) {
  const vendors = await trx
    .insertInto('vendors')
    .values(
      vendorSeeds.map(([name, category, contactName], index) => {
        const rating = index === 11 ? 0 : integer(random, 3, 5);
        const isPreferred = rating === 5;
        return {
          name,
          category,
          contactName,
          contactEmail: `${slug(contactName).replace('-', '.')}@${slug(name)}.example.com`,
          contactPhone: `+1 555 02${String(index).padStart(2, '0')}`,
          address: `${integer(random, 10, 990)} Commerce Ave, Portland, OR`,
          website: `https://${slug(name)}.example.com`,
          specialties: [category, pick(random, ['weddings', 'corporate', 'galas', 'conferences'])],
          rating,
          priceRange: pick(random, ['budget', 'medium', 'medium', 'luxury'] as const),
          notes: isPreferred ? 'Reliable; books out early in wedding season.' : null,
          isPreferred,
          status:
            index === 10 ? ('inactive' as const) : isPreferred ? ('preferred' as const) : ('active' as const),
          totalContracts: integer(random, 1, 24),
          totalSpent: randomMoney(random, 1_500, 80_000),
        };
      }),
    )
    .returning(['id', 'name', 'category'])
    .execute();
  return vendors;
}
