import { Text } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render.tsx';
import { TwoLineText } from './TwoLineText.tsx';

/** Each line's tag, classes (without the static 'mantine-Text-root', which no style uses), styles and text. */
const markup = (element: HTMLElement) =>
  Array.from(element.children as HTMLCollectionOf<HTMLElement>, (line) => ({
    tag: line.tagName,
    classes: line.className
      .split(' ')
      .filter((name) => name !== 'mantine-Text-root')
      .sort(),
    style: Object.fromEntries(
      Array.from({ length: line.style.length }, (_, i) => line.style.item(i)).map((name) => [
        name,
        line.style.getPropertyValue(name),
      ]),
    ),
    text: line.textContent,
  }));

describe('TwoLineText', () => {
  it.each([true, false])('looks exactly like two Mantine Texts (strong: %s)', (strong) => {
    const { container } = render(
      <>
        <div data-testid="mantine">
          <Text fz="sm" fw={strong ? 600 : undefined}>
            Acme Events
          </Text>
          <Text fz="xs" c="dimmed">
            hello@acme.test
          </Text>
        </div>
        <div data-testid="light">
          <TwoLineText strong={strong} primary="Acme Events" secondary="hello@acme.test" />
        </div>
      </>,
    );
    const [mantine, light] = ['mantine', 'light'].map(
      (id) => container.querySelector(`[data-testid="${id}"]`) as HTMLElement,
    );
    expect(markup(light!)).toEqual(markup(mantine!));
    expect(light!.textContent).toBe('Acme Eventshello@acme.test');
  });

  it('leaves out an empty second line', () => {
    const { container } = render(<TwoLineText primary="Acme Events" secondary="" />);
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});
