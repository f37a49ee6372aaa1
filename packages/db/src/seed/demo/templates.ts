import { integer, slug } from './random.ts';
import type { Seed } from './seed.ts';

/** Eight document templates. */
export async function seedTemplates({ trx, random }: Seed) {
  await trx
    .insertInto('templates')
    .values(
      (
        [
          ['Event Proposal', 'proposal', 'docx'],
          ['Service Agreement', 'contract', 'pdf'],
          ['Invoice', 'invoice', 'xlsx'],
          ['Client Welcome Email', 'email', 'html'],
          ['Post-Event Report', 'report', 'docx'],
          ['Venue Pitch Deck', 'presentation', 'pptx'],
          ['Vendor Brief', 'other', 'txt'],
          ['Wedding Contract', 'contract', 'pdf'],
        ] as const
      ).map(([name, category, fileType], index) => ({
        name,
        description: `Standard ${name.toLowerCase()} used by the planning team.`,
        category,
        fileUrl: `https://files.example.com/templates/${slug(name)}.${fileType}`,
        fileName: `${slug(name)}.${fileType}`,
        fileType,
        fileSize: integer(random, 8_000, 2_500_000),
        tags: [category, index % 2 === 0 ? 'client-facing' : 'internal'],
        isActive: index !== 6,
        usageCount: integer(random, 0, 60),
      })),
    )
    .execute();
}
