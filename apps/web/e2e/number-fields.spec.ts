import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './login.ts';

/** Presses Tab from where the focus is until `field` has it (the dialog's own Tab order). */
async function tabTo(page: Page, field: Locator) {
  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press('Tab');
    if (await field.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('Tab never reached the field');
}

test.describe.configure({ timeout: 90_000 });

test('invoice editor: a digit typed into a number field entered by Tab replaces what it held', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Invoices' }).click();
  // The screen's first opening can take a while on a busy machine.
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'New Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Invoice' });
  const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  const description = field('Description, line 1');
  await expect(description).toBeVisible({ timeout: 20_000 });

  // As the planner found it: Tab from Description to Quantity (showing 1), type 1.
  await description.fill('Chiavari chairs');
  await expect(field('Quantity, line 1')).toHaveValue('1');
  await tabTo(page, field('Quantity, line 1'));
  await page.keyboard.type('1');
  await expect(field('Quantity, line 1')).toHaveValue('1');

  // Every number and money field of the editor, each holding a figure, entered by Tab from the one
  // before it: the typed digit is all it holds (a prefix such as $ apart).
  const names = ['Quantity, line 1', 'Unit price, line 1', 'Tax rate, line 1', 'Discount'];
  let previous = description;
  for (const name of names) {
    await field(name).fill('12');
    await previous.focus();
    await tabTo(page, field(name));
    await page.keyboard.type('7');
    await expect(field(name), name).toHaveValue(/^\D*7\D*$/);
    previous = field(name);
  }

  // A click still puts the caret where the pointer is: typing adds to the figure.
  await field('Quantity, line 1').fill('12');
  await description.focus();
  // Clicked right of the figure: the caret goes after it.
  await field('Quantity, line 1').click();
  await page.keyboard.type('5');
  await expect(field('Quantity, line 1')).toHaveValue('125');
});
