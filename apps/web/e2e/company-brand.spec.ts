import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './login.ts';

const LONG_NAME = 'Harbor & Vine Weddings and Events Co.';

/** A plain `width` × `height` PNG (RGB, one colour), made here rather than kept as a binary file. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([0x6d, 0x28, 0xd9], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Settings = { companyName: string | null; logoUrl: string | null; version: number };
const readSettings = async (page: Page) =>
  (await (await page.request.get('/api/company-settings')).json()) as Settings;

async function saveBrand(page: Page, companyName: string, logoUrl: string | null) {
  const { version } = await readSettings(page);
  const res = await page.request.put('/api/company-settings', { data: { companyName, logoUrl, version } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The sidebar shows the whole name (nothing cut or hidden) and the whole logo in its own proportions. */
async function expectWholeBrand(page: Page) {
  const name = page.getByTestId('company-name');
  await expect(name).toHaveText(LONG_NAME);
  await expect(name).toBeInViewport({ ratio: 1 });
  const fits = await name.evaluate((el) => ({
    across: el.scrollWidth <= el.clientWidth,
    down: el.scrollHeight <= el.clientHeight,
  }));
  expect(fits).toEqual({ across: true, down: true });

  const logo = page.getByTestId('company-logo');
  await expect(logo).toBeInViewport({ ratio: 1 });
  const drawn = await logo.evaluate((img: HTMLImageElement) => ({
    width: img.getBoundingClientRect().width,
    height: img.getBoundingClientRect().height,
    natural: img.naturalWidth / img.naturalHeight,
  }));
  expect(drawn.natural).toBe(4);
  expect(drawn.width).toBeGreaterThan(0);
  expect(drawn.width / drawn.height).toBeCloseTo(drawn.natural, 1);

  // Both stay inside the sidebar.
  const sidebar = (await page.locator('#app-navbar').boundingBox())!;
  for (const box of [await name.boundingBox(), await logo.boundingBox()]) {
    expect(box!.x).toBeGreaterThanOrEqual(sidebar.x);
    expect(box!.x + box!.width).toBeLessThanOrEqual(sidebar.x + sidebar.width);
  }
}

test('a long company name and a wide logo show whole in the sidebar, on a desktop and on a phone', async ({
  page,
}) => {
  await signIn(page);
  const before = await readSettings(page);
  const upload = await page.request.post('/api/uploads?purpose=image', {
    multipart: { file: { name: 'wide-logo.png', mimeType: 'image/png', buffer: png(600, 150) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await saveBrand(page, LONG_NAME, (await upload.json()).url);

  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();
    await expectWholeBrand(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
    await expectWholeBrand(page);
  } finally {
    // Other spec files on this server expect the settings as they were.
    await saveBrand(page, before.companyName ?? 'EventFlow', before.logoUrl);
  }
});
