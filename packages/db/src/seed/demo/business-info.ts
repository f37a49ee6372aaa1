import { dayOffset } from './random.ts';
import type { Seed } from './seed.ts';

/** Software, credentials, team contacts and a license. */
export async function seedBusinessInfo({ trx, now }: Seed) {
  await trx
    .insertInto('business_info')
    .values([
      {
        name: 'Google Workspace',
        category: 'software',
        type: 'subscription',
        value: 'Business Standard, 8 seats',
        cost: '115.20',
        url: 'https://workspace.google.com',
        expirationDate: dayOffset(now, 140),
        tags: ['email', 'docs'],
      },
      {
        name: 'QuickBooks Online',
        category: 'software',
        type: 'subscription',
        value: 'Plus plan',
        cost: '90.00',
        url: 'https://quickbooks.intuit.com',
        expirationDate: dayOffset(now, 200),
        tags: ['accounting'],
      },
      {
        name: 'Canva Pro',
        category: 'software',
        type: 'license',
        value: 'Team license, 5 users',
        cost: '49.99',
        url: 'https://www.canva.com',
        expirationDate: dayOffset(now, 20),
        tags: ['design'],
      },
      {
        name: 'Adobe Lightroom',
        category: 'software',
        type: 'license',
        value: 'Single user',
        cost: '11.99',
        url: 'https://www.adobe.com',
        tags: ['photo'],
      },
      {
        name: 'Instagram Business',
        category: 'password',
        type: 'credential',
        value: 'Brand account',
        username: 'harborvine.events',
        url: 'https://www.instagram.com',
        tags: ['social'],
      },
      {
        name: 'Venue Booking Portal',
        category: 'password',
        type: 'credential',
        value: 'Partner login',
        username: 'bookings@harborvine.example.com',
        url: 'https://venues.example.com',
        tags: ['venues'],
      },
      {
        name: 'Bank Online Access',
        category: 'password',
        type: 'credential',
        value: 'Operating account',
        username: 'hv-ops',
        url: 'https://bank.example.com',
        tags: ['finance'],
      },
      {
        name: 'Lead Planner',
        category: 'team',
        type: 'contact',
        value: 'Jordan Ellis',
        email: 'jordan@harborvine.example.com',
        description: 'Weddings and private events',
        tags: ['team'],
      },
      {
        name: 'Operations Manager',
        category: 'team',
        type: 'contact',
        value: 'Samira Khan',
        email: 'samira@harborvine.example.com',
        description: 'Inventory, logistics, vendors',
        tags: ['team'],
      },
      {
        name: 'Liquor License',
        category: 'other',
        type: 'license',
        value: 'OLCC #48213',
        cost: '400.00',
        expirationDate: dayOffset(now, 90),
        tags: ['compliance'],
      },
    ])
    .execute();
}
