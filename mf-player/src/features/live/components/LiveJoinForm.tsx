import { LIVE_CODE_LENGTH, normaliseLiveCode } from '@blockbeat/contracts';
import { isNotFoundError } from '@blockbeat/shell-sdk';
import { useId, useState, type FormEvent } from 'react';
import { getLiveClass } from '../api/liveApi';

export const NOT_A_CODE = `A class code is ${LIVE_CODE_LENGTH} letters and digits, like ABC234.`;
export const unknownCode = (code: string) => `There is no live class with the code ${code}. Check it with your instructor.`;

/** /live: type the code the instructor gave, then join (the class is checked first, so a typo is said here). */
export function LiveJoinForm({ onJoin }: { onJoin: (code: string) => void }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const code = normaliseLiveCode(typed);
    if (code === null) {
      setError(NOT_A_CODE);
      return;
    }
    setChecking(true);
    setError(null);
    getLiveClass(code)
      .then(() => onJoin(code))
      .catch((err: unknown) => setError(isNotFoundError(err) ? unknownCode(code) : 'The class could not be checked. Please try again.'))
      .finally(() => setChecking(false));
  };
  return (
    <form className="player-card live-join" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-code`}>Class code</label>
      <input
        id={`${id}-code`}
        className="player-input live-code-input"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="live-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={checking}>
        Join
      </button>
    </form>
  );
}
