import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The class link as a QR code, drawn here as SVG (no network). Its own module, loaded lazily by
 * the instructor's panel only: the QR library never reaches the followers' or the shared pages.
 */
export default function QrCode({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void qrSvg(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((markup) => {
      if (current) setSvg(markup);
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (svg === null) return <div className="live-qr" aria-busy="true" />;
  // The markup is the library's own drawing of our link, not anything a person typed.
  return <div className="live-qr" role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />;
}
