import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { clickTwiceBeforeRender } from '../../test/click-twice';
import {
  ChangePasswordForm,
  ENFORCED_PASSWORD_TOOLTIP,
  type ChangePasswordFormProps,
} from './ChangePasswordForm';

function renderForm(props: Partial<ChangePasswordFormProps> = {}) {
  const onSubmit = vi.fn(async () => undefined);
  const onCancel = vi.fn();
  render(
    <ChangePasswordForm mode="system" error={null} onSubmit={onSubmit} onCancel={onCancel} {...props} />,
  );
  return { onSubmit, onCancel, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

// Typing through Mantine inputs in jsdom is slow on a busy machine.
const TYPING_TIMEOUT_MS = 20_000;

describe('the change-password form', () => {
  it('is titled Reset Password Form with three password fields', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Reset Password Form' })).toBeTruthy();
    expect(field('Current Password')).toBeTruthy();
    expect(field('New Password')).toBeTruthy();
    expect(field('Confirm New Password')).toBeTruthy();
  });

  it('shows no error before a field is touched, and the required message once it is', async () => {
    const { user } = renderForm();
    expect(screen.queryByText('Current Password is required')).toBeNull();
    await user.click(field('Current Password'));
    await user.tab();
    expect(await screen.findByText('Current Password is required')).toBeTruthy();
    expect(screen.queryByText('Password is required')).toBeNull();
  });

  it(
    'says Passwords must match while the confirmation differs, and clears it on change',
    async () => {
      const { user } = renderForm();
      await user.type(field('New Password'), 'new-pass');
      await user.type(field('Confirm New Password'), 'new-pa');
      await user.tab();
      expect(await screen.findByText('Passwords must match')).toBeTruthy();
      await user.type(field('Confirm New Password'), 'ss');
      await waitFor(() => expect(screen.queryByText('Passwords must match')).toBeNull());
    },
    TYPING_TIMEOUT_MS,
  );

  it('touches every field on Submit and sends nothing while a field is empty', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Current Password is required')).toBeTruthy();
    expect(screen.getAllByText('Password is required')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it(
    'submits the three values once they are valid',
    async () => {
      const { user, onSubmit } = renderForm();
      await user.type(field('Current Password'), 'mailed');
      await user.type(field('New Password'), 'new-pass');
      await user.type(field('Confirm New Password'), 'new-pass');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(onSubmit).toHaveBeenCalledWith({
        oldPassword: 'mailed',
        newPassword: 'new-pass',
        confirmPassword: 'new-pass',
      });
    },
    TYPING_TIMEOUT_MS,
  );

  it(
    'sends one change for a double click and disables Submit until it settles',
    async () => {
      let settle: () => void = () => undefined;
      const onSubmit = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
      const { user } = renderForm({ onSubmit });
      await user.type(field('Current Password'), 'mailed');
      await user.type(field('New Password'), 'new-pass');
      await user.type(field('Confirm New Password'), 'new-pass');
      clickTwiceBeforeRender(screen.getByRole('button', { name: 'Submit' }));
      expect(onSubmit).toHaveBeenCalledTimes(1);
      await waitFor(() =>
        expect(screen.getByRole('button', { name: /Submit/ }).hasAttribute('disabled')).toBe(true),
      );
      act(() => settle());
      await waitFor(() =>
        expect(screen.getByRole('button', { name: /Submit/ }).hasAttribute('disabled')).toBe(false),
      );
    },
    TYPING_TIMEOUT_MS,
  );

  it('shows and hides each password with its toggle', async () => {
    const { user } = renderForm();
    expect(field('New Password').getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show or hide New Password' }));
    expect(field('New Password').getAttribute('type')).toBe('text');
  });

  it('hides Cancel in enforced mode and explains the current password with a tooltip', async () => {
    const { user } = renderForm({ mode: 'enforced' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.hover(screen.getByText('Current Password'));
    expect(await screen.findByText(ENFORCED_PASSWORD_TOOLTIP)).toBeTruthy();
  });

  it('offers Cancel in system and user modes', async () => {
    const { user, onCancel } = renderForm({ mode: 'user' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows the authentication error in a banner', () => {
    renderForm({ error: 'Current password is wrong' });
    expect(screen.getByRole('alert').textContent).toContain('Current password is wrong');
  });
});
