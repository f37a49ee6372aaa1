import { QRCodeSVG } from 'qrcode.react';

/**
 * The set-up's `otpauth://` URI as a QR code for an authenticator app. Loaded only when a set-up starts
 * (React.lazy in TwoFactorSetup.tsx): no screen carries the QR encoder until then.
 */
export function TwoFactorQrCode({ uri }: { uri: string }) {
  return (
    <QRCodeSVG
      value={uri}
      size={192}
      marginSize={2}
      role="img"
      aria-label="QR code of the two-factor secret, for an authenticator app"
    />
  );
}
