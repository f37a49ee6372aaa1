import type { ClientStatus } from '@app/domain';
import { integer, pick, slug, timestampOffset } from './random.ts';
import type { Seed } from './seed.ts';

const clientSeeds: ReadonlyArray<readonly [name: string, industry: string, contact: string]> = [
  ['Northwind Traders', 'Retail', 'Maria Anders'],
  ['Bluebird Bridal Co.', 'Weddings', 'Hannah Reyes'],
  ['Summit Financial Group', 'Finance', 'David Okafor'],
  ['Lumen Health Partners', 'Healthcare', 'Priya Natarajan'],
  ['Cedar & Pine Architects', 'Architecture', 'Thomas Berg'],
  ['Brightwave Software', 'Technology', 'Lena Fischer'],
  ['Harborview Hotels', 'Hospitality', 'Carlos Mendes'],
  ['Greenfield Foundation', 'Non-profit', 'Amara Johnson'],
  ['Atlas Logistics', 'Transportation', 'Kenji Watanabe'],
  ['Velvet Note Records', 'Entertainment', 'Sophie Laurent'],
  ['Crescent Law LLP', 'Legal', 'Jonathan Price'],
  ['Riverside Medical Center', 'Healthcare', 'Elena Petrova'],
  ['Oakridge Academy', 'Education', 'Michael Grant'],
  ['Solstice Fitness', 'Fitness', 'Tara Nguyen'],
  ['Pinnacle Realty', 'Real Estate', 'Robert Chen'],
  ['Maple Street Bakery', 'Food & Beverage', 'Grace Miller'],
  ['Quantum Robotics', 'Technology', 'Ahmed Hassan'],
  ['Silver Lining Events Club', 'Membership', 'Olivia Brooks'],
  ['Coastal Wine Collective', 'Food & Beverage', 'Marco Rossi'],
  ['Evergreen Insurance', 'Insurance', 'Laura Svensson'],
];

const clientStatuses: readonly ClientStatus[] = [
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'pending',
  'inactive',
];

/** Twenty clients: the first sixteen active, the rest drawn. */
export async function seedClients({ trx, random, now }: Seed) {
  const clients = await trx
    .insertInto('clients')
    .values(
      clientSeeds.map(([name, industry, contactName], index) => ({
        name,
        industry,
        contactName,
        contactEmail: `${slug(contactName).replace('-', '.')}@${slug(name).replace(/-(co|llp)$/, '')}.example.com`,
        contactPhone: `+1 555 01${String(index).padStart(2, '0')}`,
        address: `${integer(random, 10, 990)} ${pick(random, ['Main', 'Harbor', 'Oak', 'Elm', 'Market', 'Bay'])} St, Portland, OR`,
        status: index < 16 ? 'active' : pick(random, clientStatuses),
        createdAt: timestampOffset(now, -400 + index * 18),
      })),
    )
    .returning(['id', 'name', 'contactEmail'])
    .execute();
  return clients;
}
