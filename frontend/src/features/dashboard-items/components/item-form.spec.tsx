/** @jest-environment jsdom */
import '../../../testing/jsdom-globals.js';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { jest } from '@jest/globals';
import { FIELD_LIMITS, TEMPLATE_CATEGORY_SLUGS, type ItemKind, type NewItemBody } from '@creators/contracts';
import { ApiError } from '../../../lib/api-client.js';
import { EMPTY_ITEM_VALUES, type ItemFormValues } from '../utils/item-form-values.js';
import { ItemForm } from './item-form.js';

/** The form asks before a navigation loses typing: it lives in a data router, as in the app. */
const inRouter = (element: ReactNode) => <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />;

function renderForm(
  kind: ItemKind,
  props: { error?: unknown; onSubmit?: (body: NewItemBody) => void; initialValues?: ItemFormValues } = {},
) {
  const onSubmit = props.onSubmit ?? jest.fn<(body: NewItemBody) => void>();
  render(
    inRouter(
      <ItemForm
        kind={kind}
        mode={props.initialValues === undefined ? 'create' : 'edit'}
        initialValues={props.initialValues ?? EMPTY_ITEM_VALUES}
        busy={false}
        error={props.error ?? null}
        onSubmit={onSubmit}
        onCancel={() => undefined}
      />,
    ),
  );
  return { onSubmit };
}

const fill = (label: string | RegExp, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

/** A field by its label: a control's, or the legend of a group of checkboxes. */
const queryField = (label: string | RegExp): HTMLElement | null =>
  screen.queryByLabelText(label) ?? screen.queryByRole('group', { name: label });

const boxes = (group: HTMLElement): HTMLInputElement[] =>
  within(group)
    .getAllByRole('checkbox')
    .filter((box): box is HTMLInputElement => box instanceof HTMLInputElement);

describe('ItemForm', () => {
  it.each<[ItemKind, (string | RegExp)[], (string | RegExp)[]]>([
    ['components', [/^Tags/], [/^Version/, /^Categories/, /^Level/, /^Site address/]],
    ['plugins', [/^Version/], [/^Tags/, /^Categories/]],
    ['templates', [/^Categories/], [/^Tags/, /^Version/]],
    ['tutorials', [/^Level/, /^Duration in minutes/], [/^Tags/, /^Formats/]],
    ['sites', [/^Site address/], [/^Tags/, /^Version/, /^Level/]],
  ])('shows the %s fields and no other kind’s', (kind, shown, hidden) => {
    renderForm(kind);
    for (const label of [/^Title/, /^Summary/, /^Price/, ...shown]) expect(queryField(label)).not.toBeNull();
    for (const label of hidden) expect(queryField(label)).toBeNull();
  });

  it('asks vectors for their formats as a group of checkboxes', () => {
    renderForm('vectors');
    const group = screen.getByRole('group', { name: 'Formats' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['svg', 'pdf', 'eps', 'ai', 'png', 'figma']);
  });

  it('offers templates the listed categories to tick, by their names, rather than a text box', () => {
    const { onSubmit } = renderForm('templates');
    const group = screen.getByRole('group', { name: 'Categories' });
    expect(boxes(group).map((box) => box.value)).toEqual([...TEMPLATE_CATEGORY_SLUGS]);
    expect(within(group).queryByRole('textbox')).toBeNull();
    fill(/^Title/, 'Cloud launch');
    fireEvent.click(within(group).getByRole('checkbox', { name: 'SaaS' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Landing page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create template' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ categories: ['saas', 'landing-page'] }));
  });

  it(`lets at most ${FIELD_LIMITS.categories} categories be ticked`, () => {
    renderForm('templates');
    const all = boxes(screen.getByRole('group', { name: 'Categories' }));
    for (const box of all.slice(0, FIELD_LIMITS.categories)) fireEvent.click(box);
    expect(all.filter((box) => box.checked)).toHaveLength(FIELD_LIMITS.categories);
    expect(all.filter((box) => box.disabled)).toEqual(all.filter((box) => !box.checked));
    fireEvent.click(all[0] ?? document.body);
    expect(all.some((box) => box.disabled)).toBe(false);
  });

  it('shows a category from before the list ticked, to be unticked, and the server’s refusal beside the group', () => {
    const error = new ApiError(422, {
      type: '/problems/unlisted-category',
      title: 'Not a template category',
      status: 422,
      detail: 'categories[0]: "handmade-crafts" is not a template category: use one of agency, blog',
      errors: [
        { field: 'categories[0]', message: '"handmade-crafts" is not a template category: use one of agency, blog' },
      ],
    });
    renderForm('templates', {
      error,
      initialValues: { ...EMPTY_ITEM_VALUES, title: 'Craft shop', categories: ['handmade-crafts', 'portfolio'] },
    });
    const group = screen.getByRole('group', { name: 'Categories' });
    const old = within(group).getByRole('checkbox', { name: 'Handmade crafts (no longer offered)' });
    expect((old as HTMLInputElement).checked).toBe(true);
    expect(
      boxes(group)
        .filter((box) => box.checked)
        .map((box) => box.value),
    ).toEqual(['portfolio', 'handmade-crafts']);
    expect(group.getAttribute('aria-describedby')).toContain('item-categories-error');
    expect(document.getElementById('item-categories-error')?.textContent).toBe(
      '"handmade-crafts" is not a template category: use one of agency, blog.',
    );
    fireEvent.click(old);
    expect((old as HTMLInputElement).checked).toBe(false);
  });

  it('sends tags as a list and the price in minor units', () => {
    const { onSubmit } = renderForm('components');
    fill(/^Title/, 'Glass Card');
    fill(/^Tags/, 'forms, dark mode');
    fill(/^Price/, '12.50');
    fireEvent.change(screen.getByLabelText(/^Currency/), { target: { value: 'EUR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create component' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Glass Card',
        tags: ['forms', 'dark mode'],
        price: { amount: 1250, currency: 'EUR' },
      }),
    );
  });

  it('sends a tutorial its level and duration, and vectors the formats ticked', () => {
    const { onSubmit } = renderForm('tutorials');
    fill(/^Title/, 'Grids');
    fireEvent.change(screen.getByLabelText(/^Level/), { target: { value: 'beginner' } });
    fill(/^Duration in minutes/, '45');
    fireEvent.click(screen.getByRole('button', { name: 'Create tutorial' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ level: 'beginner', durationMinutes: 45 }));
  });

  it('refuses a price that is not one without asking the server, and says so beside the field', () => {
    const { onSubmit } = renderForm('plugins');
    fill(/^Title/, 'Plug');
    fill(/^Price/, 'ten dollars');
    fireEvent.click(screen.getByRole('button', { name: 'Create plugin' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const price = screen.getByLabelText(/^Price/);
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(price.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toBe(
      'Enter a price such as 12.50, or 0 for free.',
    );
  });

  it('shows the server’s message beside each field it names, and a summary leading to them', () => {
    const error = new ApiError(400, {
      type: '/problems/invalid-input',
      title: 'Invalid input',
      status: 400,
      detail:
        'version: must be a version such as 1.2.0; price.currency: must be a three-letter currency code such as USD',
      errors: [
        { field: 'version', message: 'must be a version such as 1.2.0' },
        { field: 'price.currency', message: 'must be a three-letter currency code such as USD' },
        { field: 'galleryImageUrls[1]', message: 'must be an http: or https: address' },
      ],
    });
    renderForm('plugins', { error });
    const version = screen.getByLabelText(/^Version/);
    expect(version.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Must be a version such as 1.2.0.')).toBeTruthy();
    expect(screen.getByText('Must be a three-letter currency code such as USD.')).toBeTruthy();
    expect(screen.getByText('Must be an http: or https: address.')).toBeTruthy();
    // The price itself is fine: only its currency was refused.
    expect(screen.getByLabelText(/^Price/).getAttribute('aria-invalid')).toBeNull();
    const summary = screen.getByRole('heading', { name: '3 fields need attention' }).parentElement;
    expect(summary).not.toBeNull();
    const links = within(summary as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#item-version',
      '#item-price-currency',
      '#item-galleryImageUrls',
    ]);
    expect(document.activeElement).toBe(summary);
  });

  it('offers to reload when someone else changed the item meanwhile', () => {
    const onReload = jest.fn();
    render(
      inRouter(
        <ItemForm
          kind="components"
          mode="edit"
          initialValues={{ ...EMPTY_ITEM_VALUES, title: 'Card' }}
          busy={false}
          error={
            new ApiError(409, {
              type: '/problems/stale-revision',
              title: 'Changed by someone else',
              status: 409,
              detail: '',
            })
          }
          onSubmit={() => undefined}
          onCancel={() => undefined}
          onReload={onReload}
        />,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reload the latest version' }));
    expect(onReload).toHaveBeenCalled();
  });
});
