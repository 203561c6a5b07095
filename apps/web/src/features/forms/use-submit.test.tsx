import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render } from '../../test/render';
import { useSubmit, type SubmitOptions } from './use-submit';

type Saved = { message?: string | null; data: { id: string } };

/** A page at /new whose submit saves with `save`; `/records/$id` is where a saved record opens. */
function renderFormPage(save: (name: string) => Promise<Saved>, options: SubmitOptions<Saved>) {
  let submit: ((name: string) => Promise<unknown>) | undefined;
  const root = createRootRoute();
  const form = createRoute({
    getParentRoute: () => root,
    path: '/new',
    component: function NewRecord() {
      submit = useSubmit(save, 'Record created successfully', options);
      return <p>the form</p>;
    },
  });
  const detail = createRoute({
    getParentRoute: () => root,
    path: '/records/$id',
    component: () => <p>opened</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([form, detail]),
    history: createMemoryHistory({ initialEntries: ['/new'] }),
  });
  render(
    <>
      <Notifications />
      <RouterProvider router={router} />
    </>,
  );
  return { router, submit: (name: string) => act(async () => submit?.(name)) };
}

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe("a form page's submit", () => {
  it("toasts the server's message and opens the saved record", async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router, submit } = renderFormPage(
      async () => ({ message: 'Saved by the server', data: { id: 'r1' } }),
      {
        next: (result) => ({ href: `/records/${result.data.id}` }),
      },
    );
    await screen.findByText('the form');
    await submit('Ada');
    expect(await screen.findByText('Saved by the server')).toBeTruthy();
    expect(await screen.findByText('opened')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/records/r1');
  });

  it("toasts its own message when the server sends none, and a failure's message without leaving the form", async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    let fail = false;
    const { router, submit } = renderFormPage(async () => {
      if (fail) throw new Error('Name is taken');
      return { data: { id: 'r2' } };
    }, {});
    await screen.findByText('the form');
    await submit('Ada');
    expect(await screen.findByText('Record created successfully')).toBeTruthy();
    fail = true;
    await submit('Ada');
    expect(await screen.findByText('Name is taken')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/new');
  });

  it('lets a form that shows a failure itself receive the rejection, without a toast', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { submit } = renderFormPage(
      async () => {
        throw new Error('Title is taken');
      },
      { formShowsFailure: true },
    );
    await screen.findByText('the form');
    await expect(submit('Ada')).rejects.toThrow('Title is taken');
    expect(screen.queryByText('Title is taken')).toBeNull();
  });
});
