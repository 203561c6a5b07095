import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { BookingMarks } from './BookingMarks';

describe('the marks of an online booking', () => {
  it('marks a booking the applicant made, with its card payment, and nothing on a staff booking', () => {
    const { rerender } = render(<BookingMarks appointment={{ bookedOnline: false, payment: null }} />);
    expect(screen.queryByText('Booked online')).toBeNull();
    rerender(<BookingMarks appointment={{ bookedOnline: true, payment: null }} />);
    expect(screen.getByText('Booked online')).toBeTruthy();
    expect(screen.queryByText('Paid online')).toBeNull();
    rerender(
      <BookingMarks
        appointment={{ bookedOnline: true, payment: { status: 'paid', reference: 'pi_1', amountPaid: 55 } }}
      />,
    );
    expect(screen.getByText('Paid online')).toBeTruthy();
    rerender(
      <BookingMarks
        appointment={{
          bookedOnline: true,
          payment: { status: 'refunded', reference: 'pi_1', amountPaid: 55 },
        }}
      />,
    );
    expect(screen.getByText('Refunded')).toBeTruthy();
  });
});
