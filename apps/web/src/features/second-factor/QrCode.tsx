import { lazy, Suspense } from 'react';
import { LoadingIndicator } from '@ridgeline/ui';

// The QR code library loads with the enrolment screens only, not with the sign-in page's first bundle.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/** The otpauth:// address as a QR code for an authenticator app. */
export function QrCode({ value }: { value: string }) {
  return (
    <Suspense fallback={<LoadingIndicator size="sm" label="Loading the QR code" />}>
      <QRCodeSVG
        value={value}
        size={176}
        marginSize={2}
        role="img"
        aria-label="QR code to scan with an authenticator app"
        data-testid="second-factor-qr"
      />
    </Suspense>
  );
}
