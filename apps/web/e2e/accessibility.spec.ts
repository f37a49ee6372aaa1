import { expect, type Page, test } from '@playwright/test';
import { SCREEN_PATHS } from '../src/screens.ts';
import { expectAccessible } from './axe.ts';
import { settled, signInQuickly } from './screens.ts';

// Every screen with the seeded demo data on it, its create dialog (empty and showing its validation
// messages), the header's menus and the landing and login pages: see ./axe.ts for what is checked.
// All of it twice: in the light colour scheme and in the dark one, which the browser asks
// for (`prefers-color-scheme: dark`) and the admin's saved 'system' follows.

/** The create dialog of each screen that has one: the button that opens it and the dialog's title. */
const CREATE_DIALOGS: Record<string, { button: string; dialog: string }> = {
  '/clients': { button: 'Add Client', dialog: 'Add New Client' },
  '/client-portal': { button: 'Create Portal', dialog: 'Create Portal' },
  '/events': { button: 'Create Event', dialog: 'Create New Event' },
  '/digital-products': { button: 'Add Product', dialog: 'Add New Product' },
  '/inventory': { button: 'Add Item', dialog: 'Add Inventory Item' },
  '/marketing': { button: 'New Campaign', dialog: 'Create New Campaign' },
  '/marketing-assets': { button: 'Add Asset', dialog: 'Add Marketing Asset' },
  '/business-info': { button: 'Add Information', dialog: 'Add Business Information' },
  '/financial-records': { button: 'Add Record', dialog: 'Add Financial Record' },
  '/invoices': { button: 'New Invoice', dialog: 'New Invoice' },
  '/vendors': { button: 'Add Vendor', dialog: 'Add New Vendor' },
  '/templates': { button: 'Add Template', dialog: 'Add Template' },
  '/email-templates': { button: 'Add E-mail Template', dialog: 'Add E-mail Template' },
  '/admin/users': { button: 'Add User', dialog: 'Create User' },
};

async function checkLandingAndLogin(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expectAccessible(page, 'the landing page');

  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectAccessible(page, 'the login page');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expectAccessible(page, 'the login page with its validation messages');
}

async function checkScreen(page: Page, path: string) {
  await signInQuickly(page);
  await page.goto(path);
  await settled(page);
  await expectAccessible(page, path);

  const create = CREATE_DIALOGS[path];
  if (!create) return;
  await page.getByRole('button', { name: create.button, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: create.dialog });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, `${path}, dialog '${create.dialog}'`);
  // The same dialog once it shows its validation messages.
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessible(page, `${path}, dialog '${create.dialog}' with validation messages`);
}

// The Profile screen's two-factor set-up dialog (started, not confirmed: sign-in stays as it is), empty
// and with its validation message. The recovery codes, the turn-off dialog, the code step of sign-in and
// the set-up screen a company requirement sends to are checked in two-factor.spec.ts, where they appear.
async function checkTwoFactorDialog(page: Page) {
  await signInQuickly(page);
  await page.goto('/profile');
  await settled(page);
  await page.getByRole('button', { name: 'Set Up', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectAccessible(page, "/profile, dialog 'Set up two-factor sign-in'");
  await dialog.getByRole('button', { name: 'Turn On' }).click();
  await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessible(page, "/profile, dialog 'Set up two-factor sign-in' with validation messages");
}

async function checkHeader(page: Page) {
  await signInQuickly(page);
  await page.goto('/dashboard');
  await settled(page);

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText('Mark all read')).toBeVisible();
  await expectAccessible(page, 'the notification list');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /User menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expectAccessible(page, 'the user menu');
  await page.keyboard.press('Escape');

  await page.keyboard.press('Control+k');
  const search = page.getByRole('textbox', { name: 'Search everything' });
  await search.fill('a');
  await expect(page.locator('.mantine-Spotlight-action').first()).toBeVisible();
  await expectAccessible(page, 'the header search');
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`in the ${scheme} colour scheme`, () => {
    test.use({ colorScheme: scheme });
    // Every check below first makes sure the page is in the scheme it is meant to check.
    test.afterEach(async ({ page }) => {
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    });

    test('the landing and login pages have no serious accessibility violations', async ({ page }) => {
      await checkLandingAndLogin(page);
    });

    for (const path of SCREEN_PATHS) {
      test(`${path} has no serious accessibility violations`, async ({ page }) => {
        await checkScreen(page, path);
      });
    }

    test('the two-factor set-up dialog has no serious accessibility violations', async ({ page }) => {
      await checkTwoFactorDialog(page);
    });

    test('the header menus, the notification list and the search have no serious accessibility violations', async ({
      page,
    }) => {
      await checkHeader(page);
    });
  });
}
