import { Modal, NumberInput, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render.tsx';

/**
 * An invoice line as the editor has it, in a dialog (whose focus trap moves the focus on Tab itself): a
 * description, then a quantity and a price.
 */
function Line() {
  const [quantity, setQuantity] = useState<string | number>(1);
  const [price, setPrice] = useState<string | number>(12.5);
  return (
    <Modal opened onClose={() => {}} title="New Invoice">
      <TextInput label="Description" defaultValue="Chairs" />
      <NumberInput label="Quantity" hideControls value={quantity} onChange={setQuantity} />
      <NumberInput label="Unit price" prefix="$" decimalScale={2} value={price} onChange={setPrice} />
    </Modal>
  );
}

const selection = (input: HTMLElement) => {
  const { selectionStart, selectionEnd, value } = input as HTMLInputElement;
  return value.slice(selectionStart ?? 0, selectionEnd ?? 0);
};

describe('number fields entered by keyboard', () => {
  it('select their figure, so that a typed digit replaces it', async () => {
    const user = userEvent.setup();
    render(<Line />);
    await user.click(screen.getByLabelText('Description'));

    await user.tab();
    const quantity = screen.getByLabelText('Quantity');
    expect(quantity).toHaveFocus();
    expect(selection(quantity)).toBe('1');
    await user.keyboard('3');
    expect(quantity).toHaveValue('3');

    await user.tab();
    const price = screen.getByLabelText('Unit price');
    expect(selection(price)).toBe('$12.5');
    await user.keyboard('4');
    expect(price).toHaveValue('$4');
  });

  it('keep the caret where a click puts it', async () => {
    const user = userEvent.setup();
    render(<Line />);
    const quantity = screen.getByLabelText('Quantity');
    await user.click(quantity);
    expect(quantity).toHaveFocus();
    expect(selection(quantity)).toBe('');
    await user.keyboard('2');
    expect(quantity).toHaveValue('12');
  });
});
