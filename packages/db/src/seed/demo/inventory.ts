import type { InventoryCategory } from '@app/domain';
import { centsToDecimal, integer } from './random.ts';
import type { Seed } from './seed.ts';

const inventorySeeds: ReadonlyArray<
  readonly [name: string, category: InventoryCategory, unitDollars: number]
> = [
  ['Wireless Microphone Kit', 'Audio/Visual', 320],
  ['PA Speaker 12"', 'Audio/Visual', 540],
  ['HD Projector', 'Audio/Visual', 890],
  ['Projection Screen 120"', 'Audio/Visual', 260],
  ['Mixing Console 16ch', 'Audio/Visual', 1200],
  ['Subwoofer 18"', 'Audio/Visual', 680],
  ['LED Video Panel', 'Audio/Visual', 1450],
  ['Chiavari Chair (Gold)', 'Furniture', 38],
  ['Round Banquet Table 60"', 'Furniture', 145],
  ['Cocktail Table', 'Furniture', 95],
  ['Lounge Sofa (White)', 'Furniture', 620],
  ['Folding Chair', 'Furniture', 22],
  ['Stage Riser 4x8', 'Furniture', 410],
  ['Bar Counter Module', 'Furniture', 780],
  ['LED Uplight', 'Lighting', 85],
  ['String Lights 50ft', 'Lighting', 42],
  ['Moving Head Spotlight', 'Lighting', 960],
  ['Par Can Light', 'Lighting', 70],
  ['Lighting Truss 10ft', 'Lighting', 330],
  ['Gobo Projector', 'Lighting', 240],
  ['Fog Machine', 'Lighting', 180],
  ['Floral Arch Frame', 'Decorations', 210],
  ['Table Runner (Ivory)', 'Decorations', 9],
  ['Centerpiece Vase', 'Decorations', 18],
  ['Backdrop Drape Panel', 'Decorations', 65],
  ['Lantern Set', 'Decorations', 34],
  ['Balloon Arch Kit', 'Decorations', 55],
  ['Welcome Sign Easel', 'Decorations', 48],
  ['Chafing Dish', 'Catering', 58],
  ['Beverage Dispenser 3gal', 'Catering', 44],
  ['Dinner Plate Set (10)', 'Catering', 36],
  ['Champagne Flute Set (12)', 'Catering', 40],
  ['Coffee Urn 100 cup', 'Catering', 125],
  ['Serving Tray Platter', 'Catering', 27],
  ['Portable Generator', 'Other', 1350],
  ['Extension Cable 25ft', 'Other', 19],
  ['Two-way Radio', 'Other', 110],
  ['Pop-up Canopy 10x10', 'Other', 290],
  ['Hand Truck Dolly', 'Other', 140],
  ['First Aid Station Kit', 'Other', 75],
];

/** Forty rental items; some low on stock, some out. */
export async function seedInventory({ trx, random }: Seed) {
  const inventory = await trx
    .insertInto('inventory')
    .values(
      inventorySeeds.map(([name, category, unitDollars], index) => {
        const minQuantity = integer(random, 2, 10);
        // Every tenth item is out of stock, every seventh is at or under its minimum.
        const quantity =
          index % 10 === 3
            ? 0
            : index % 7 === 5
              ? integer(random, 1, minQuantity)
              : integer(random, minQuantity + 1, 120);
        return {
          name,
          sku: `${category.slice(0, 3).toUpperCase().replace('/', '')}-${String(index + 1).padStart(3, '0')}`,
          category,
          quantity,
          minQuantity,
          unitValue: centsToDecimal(unitDollars * 100),
          description: `${name} for rental and in-house events.`,
        };
      }),
    )
    .returning(['id', 'name', 'status', 'quantity'])
    .execute();
  return inventory;
}
