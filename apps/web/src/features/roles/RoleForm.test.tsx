import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSION_CATALOGUE } from '@ridgeline/domain';
import { render } from '../../test/render';
import { RoleForm } from './RoleForm';

const held = {
  users: [
    { code: 'users:list', title: 'List' },
    { code: 'users:detail', title: 'Detail' },
  ],
};

const TYPING_TIMEOUT_MS = 20_000;

describe('the role form', () => {
  it(
    'offers the whole catalogue by module but only the permissions the user holds',
    async () => {
      const user = userEvent.setup();
      const onSubmit = vi.fn(async () => undefined);
      render(<RoleForm catalogue={PERMISSION_CATALOGUE} held={held} onSubmit={onSubmit} />);
      for (const group of PERMISSION_CATALOGUE) expect(screen.getByText(group.title)).toBeTruthy();
      expect((screen.getByLabelText('Roles: Create') as HTMLInputElement).disabled).toBe(true);
      expect((screen.getByLabelText('Users: Modify') as HTMLInputElement).disabled).toBe(true);
      expect((screen.getByLabelText('Users: List') as HTMLInputElement).disabled).toBe(false);

      await user.type(screen.getByLabelText(/^Title/, { selector: 'input' }), 'Auditor');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Choose at least one permission')).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();

      // "All of Users" ticks what may be granted, nothing more.
      await user.click(screen.getByLabelText('All of Users'));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit).toHaveBeenCalledWith({
        title: 'Auditor',
        remarks: null,
        forLocation: false,
        active: true,
        permissions: ['users:list', 'users:detail'],
      });
    },
    TYPING_TIMEOUT_MS,
  );

  it(
    "shows the server's no-escalation refusal next to Submit",
    async () => {
      const user = userEvent.setup();
      const refusal = Object.assign(new Error('You cannot give a role a permission you do not hold'), {
        description: 'users:modify is not among your permissions',
      });
      const onSubmit = vi.fn(() => Promise.reject(refusal));
      render(
        <RoleForm
          role={{
            id: 'r1',
            title: 'Clerk',
            active: true,
            forLocation: true,
            remarks: null,
            permissions: ['users:list'],
          }}
          catalogue={PERMISSION_CATALOGUE}
          held={held}
          onSubmit={onSubmit}
        />,
      );
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('You cannot give a role a permission you do not hold');
      expect(alert.textContent).toContain('users:modify is not among your permissions');
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ forLocation: true }));
    },
    TYPING_TIMEOUT_MS,
  );
});
