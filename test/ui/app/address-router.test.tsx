/**
 * The browser's router at a language's own address (`/de/membership`): the routes start under
 * its prefix, and the page's links stay in that language.
 */
import { render, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { AddressRouter, basenameOf } from '../../../src/ui/app/AddressRouter';

test("a language's own address starts the routes under its prefix; the root none", () => {
  expect(basenameOf('/de/membership')).toBe('/de');
  expect(basenameOf('/es/')).toBe('/es');
  expect(basenameOf('/membership')).toBeUndefined();
  expect(basenameOf('/dev/membership')).toBeUndefined();
});

test('at /fr/signin the sign-in route shows, and its links stay French', () => {
  window.history.replaceState(null, '', '/fr/signin');
  render(
    <AddressRouter>
      <Routes>
        <Route path="/signin" element={<Link to="/signup">Créer un compte</Link>} />
      </Routes>
    </AddressRouter>,
  );

  expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
    'href',
    '/fr/signup',
  );
  window.history.replaceState(null, '', '/');
});
