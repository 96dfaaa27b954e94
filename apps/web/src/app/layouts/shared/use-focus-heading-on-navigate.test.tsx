import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusHeadingOnNavigate } from './use-focus-heading-on-navigate';

function Layout() {
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(main);
  return (
    <>
      <nav>
        <Link to="/one">One</Link>
        <Link to="/two">Two</Link>
      </nav>
      <main ref={main}>
        <Routes>
          <Route path="/one" element={<h1>Page one</h1>} />
          <Route path="/two" element={<h1>Page two</h1>} />
        </Routes>
      </main>
    </>
  );
}

describe('focus on the heading after a change of page', () => {
  it('marks the heading for a ring after the keyboard, and for none after a click', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <MemoryRouter initialEntries={['/one']}>
        <Layout />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Two' }));
    const two = screen.getByRole('heading', { name: 'Page two' });
    expect(two).toHaveFocus();
    // index.css draws no outline for it: the page was opened with the mouse.
    expect(two).toHaveAttribute('data-focus-heading', 'pointer');

    screen.getByRole('link', { name: 'One' }).focus();
    await user.keyboard('{Enter}');
    const one = screen.getByRole('heading', { name: 'Page one' });
    expect(one).toHaveFocus();
    expect(one).toHaveAttribute('data-focus-heading', 'keyboard');
  });
});
