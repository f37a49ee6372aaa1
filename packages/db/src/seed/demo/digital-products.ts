import { integer, slug } from './random.ts';
import type { Seed } from './seed.ts';

/** Eight digital products, one inactive. */
export async function seedDigitalProducts({ trx, random }: Seed) {
  await trx
    .insertInto('digital_products')
    .values(
      (
        [
          [
            'Wedding Planning Checklist',
            'Checklists',
            '19.00',
            'A 12-month checklist from engagement to honeymoon.',
          ],
          [
            'Corporate Event Budget Template',
            'Templates',
            '29.00',
            'Spreadsheet with formulas for every cost line.',
          ],
          [
            'Vendor Contract Pack',
            'Templates',
            '49.00',
            'Editable contracts for caterers, DJs and photographers.',
          ],
          ['Conference Run-of-Show Guide', 'Guides', '24.50', 'How to script a multi-track conference day.'],
          ['Seating Chart Designer', 'Software', '59.99', 'Drag-and-drop seating plans with dietary notes.'],
          ['Day-of Timeline Template', 'Templates', '14.00', 'Minute-by-minute timeline for the event day.'],
          ['Event Marketing Playbook', 'Guides', '34.00', 'Email and social campaigns that sell tickets.'],
          ['Client Intake Questionnaire', 'Other', '0.00', 'A free questionnaire for first meetings.'],
        ] as const
      ).map(([name, category, price, description], index) => ({
        name,
        description,
        price,
        category,
        status: index === 5 ? ('inactive' as const) : ('active' as const),
        downloads: integer(random, 12, 900),
        fileUrl: `https://files.example.com/products/${slug(name)}.pdf`,
        imageUrl: `https://files.example.com/products/${slug(name)}.png`,
      })),
    )
    .execute();
}
