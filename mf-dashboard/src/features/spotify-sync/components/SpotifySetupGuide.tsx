import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { SPOTIFY_MESSAGES } from '@blockbeat/contracts';
import { useToast } from '@blockbeat/shell-sdk';
import { Button, Card, Field, Input } from '@blockbeat/ui';
import { useEffect, useRef, useState } from 'react';

const DEVELOPER_DASHBOARD = 'https://developer.spotify.com/dashboard';
const COPIED_MS = 2000;

/** No SPOTIFY_CLIENT_ID on this server: what the person who runs it does to turn sync on. */
export function SpotifySetupGuide({ redirectUri }: { redirectUri: string }) {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(redirectUri);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'destructive' });
    }
  };

  return (
    <Card title="Set up Spotify">
      <p className="spotify-lead">{SPOTIFY_MESSAGES.notConfigured}</p>
      <p>Whoever runs this server can turn playlist sync on in three steps:</p>
      <ol className="spotify-steps">
        <li>
          Create an app in the{' '}
          <a href={DEVELOPER_DASHBOARD} target="_blank" rel="noreferrer">
            Spotify Developer Dashboard
          </a>{' '}
          (developer.spotify.com/dashboard).
        </li>
        <li>
          In the app’s settings, register this redirect URI:
          <Field label="Redirect URI" className="spotify-redirect">
            {(control) => (
              <div className="url-row">
                <Input {...control} value={redirectUri} readOnly onFocus={(e) => e.currentTarget.select()} />
                <Button icon={<CopyOutlined aria-hidden="true" />} onClick={copy} aria-label={copied ? 'Copied!' : 'Copy redirect URI'}>
                  {copied ? 'Copied!' : 'Copy'}
                </Button>
              </div>
            )}
          </Field>
        </li>
        <li>
          Set <code>SPOTIFY_CLIENT_ID</code> to the app’s client ID (and, in production, <code>SPOTIFY_TOKEN_KEYS</code>, the keys that
          encrypt the stored tokens), then restart BlockBeat.
        </li>
      </ol>
    </Card>
  );
}
