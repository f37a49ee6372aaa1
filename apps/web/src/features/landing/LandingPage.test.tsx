import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';
import { LandingPage } from './LandingPage.tsx';

/**
 * Clicks `link` and tells whether the page took the click (preventDefault): read at the document, after
 * React's handler, where the click is then stopped (jsdom cannot follow a link).
 */
function clickTaken(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let taken = false;
  const read = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', read);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  document.removeEventListener('click', read);
  return taken;
}

describe('LandingPage', () => {
  it('shows the hero, the four feature cards, the why-choose section and the footer', () => {
    render(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    for (const title of ['Event Planning', 'Client Collaboration', 'Creative Growth', 'Creative Assets']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: /Why choose/ })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });

  it('links Get Started to the sign-in page, and hands a plain click to onGetStarted', async () => {
    const onGetStarted = vi.fn();
    render(<LandingPage onGetStarted={onGetStarted} />);
    const link = screen.getByRole('link', { name: 'Get Started' });
    expect(link).toHaveAttribute('href', '/login');
    expect(clickTaken(link)).toBe(true);
    expect(onGetStarted).toHaveBeenCalledOnce();
    // A click that opens a new tab is left to the browser.
    expect(clickTaken(link, { ctrlKey: true })).toBe(false);
    expect(onGetStarted).toHaveBeenCalledOnce();
  });

  it('is a plain link without the app', () => {
    render(<LandingPage />);
    expect(clickTaken(screen.getByRole('link', { name: 'Get Started' }))).toBe(false);
  });
});
