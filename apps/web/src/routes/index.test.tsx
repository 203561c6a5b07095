import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '../App';
import { createQueryClient } from '../query-client';
import { createAppRouter } from '../router';

describe('the first page', () => {
  it('says what Ridgeline is', async () => {
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: ['/'] }));
    render(<App queryClient={queryClient} router={router} />);
    expect(await screen.findByRole('heading', { name: 'Ridgeline' })).toBeTruthy();
    expect(screen.getByText(/FBI background checks/)).toBeTruthy();
  });
});
