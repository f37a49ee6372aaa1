import type { FocusEvent, PointerEvent } from 'react';

/*
 * A number field entered by keyboard selects what it holds, as a browser does for a text field it tabs
 * into, so that the digit typed next replaces the figure rather than being appended to it ('1' then 1
 * made 11). Inside a Mantine modal the browser's own selection never happens: the modal's focus trap
 * moves the focus itself on Tab (a script's focus() keeps the caret where it was). A click still places
 * the caret where the pointer is. theme.ts sets these on every NumberInput and TextInput.
 */

/** The fields whose focus came from a pointer press on them (not the keyboard). */
const pressed = new WeakSet<EventTarget>();

function isNumberField(input: HTMLInputElement) {
  return input.type === 'number' || input.inputMode === 'decimal' || input.inputMode === 'numeric';
}

export const selectNumberOnKeyboardFocus = {
  onPointerDownCapture(event: PointerEvent<HTMLInputElement>) {
    if (document.activeElement !== event.currentTarget) pressed.add(event.currentTarget);
  },
  onFocusCapture(event: FocusEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    if (pressed.delete(input) || !isNumberField(input)) return;
    input.select();
  },
};
