import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { clickTwiceBeforeRender } from '../../test/click-twice';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInForm } from './SignInForm';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

// Typing through Mantine inputs in jsdom is slow on a busy machine.
const TYPING_TIMEOUT_MS = 20_000;

/** A request that stays in flight until the test settles it. */
function pendingRequest() {
  const settle: { resolve: () => void; reject: (error: Error) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const send = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle.resolve = resolve;
        settle.reject = reject;
      }),
  );
  return { send, settle };
}

describe('the sign-in form', () => {
  it('shows an e-mail error only once the field is touched, on change and on blur', async () => {
    const user = userEvent.setup();
    render(<SignInForm error={null} onSubmit={vi.fn(async () => undefined)} />);
    expect(screen.queryByText('Email is a required field')).toBeNull();
    await user.type(field('Email'), 'nope');
    expect(await screen.findByText('Email must be a valid email')).toBeTruthy();
    expect(screen.queryByText('Password is a required field')).toBeNull();
    await user.click(field('Password'));
    await user.tab();
    expect(await screen.findByText('Password is a required field')).toBeTruthy();
  });

  it(
    'sends ONE request for a double click on Sign in, and accepts a new submit once it failed',
    async () => {
      const user = userEvent.setup();
      const { send, settle } = pendingRequest();
      render(<SignInForm error={null} onSubmit={send} />);
      await user.type(field('Email'), 'ada@ridgeline.test');
      await user.type(field('Password'), 'secret-pass');
      clickTwiceBeforeRender(screen.getByRole('button', { name: 'Sign in' }));
      await user.keyboard('{Enter}');
      expect(send).toHaveBeenCalledTimes(1);
      expect(send).toHaveBeenCalledWith({ email: 'ada@ridgeline.test', password: 'secret-pass' });
      expect(screen.getByRole('button', { name: /Sign in/ }).hasAttribute('disabled')).toBe(true);
      settle.reject(new Error('Wrong password'));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: /Sign in/ }).hasAttribute('disabled')).toBe(false),
      );
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(send).toHaveBeenCalledTimes(2);
    },
    TYPING_TIMEOUT_MS,
  );

  it('sends nothing while a field is invalid and shows every message', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => undefined);
    render(<SignInForm error={null} onSubmit={send} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is a required field')).toBeTruthy();
    expect(screen.getByText('Password is a required field')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('the forgot-password form', () => {
  it(
    'sends ONE reset link for a double click on Send reset link',
    async () => {
      const user = userEvent.setup();
      const { send, settle } = pendingRequest();
      render(<ForgotPasswordForm error={null} sent={false} onSubmit={send} />);
      await user.type(field('Email'), 'ada@ridgeline.test');
      clickTwiceBeforeRender(screen.getByRole('button', { name: 'Send reset link' }));
      expect(send).toHaveBeenCalledTimes(1);
      settle.resolve();
      await waitFor(() =>
        expect(screen.getByRole('button', { name: /Send reset link/ }).hasAttribute('disabled')).toBe(false),
      );
    },
    TYPING_TIMEOUT_MS,
  );
});
