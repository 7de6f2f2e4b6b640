import { useEffect, useMemo, useState } from 'react';
import { PASSWORD_SCORE_LABELS, PASSWORD_STRENGTH_TEXTS } from '@epaper/shared/password-strength.texts';
import { cx } from '../lib/class-names.ts';
import {
  loadPasswordJudge,
  type PasswordJudge,
  type PasswordVerdict,
  type PersonalDetails,
} from '../lib/forms/password-judge.ts';

/** Bar and word colours per score, readable in both themes. */
const TONES: Record<PasswordVerdict['score'], { bar: string; text: string }> = {
  0: { bar: 'bg-red-600 dark:bg-red-500', text: 'text-red-700 dark:text-red-400' },
  1: { bar: 'bg-red-600 dark:bg-red-500', text: 'text-red-700 dark:text-red-400' },
  2: { bar: 'bg-amber-500 dark:bg-amber-400', text: 'text-amber-800 dark:text-amber-300' },
  3: { bar: 'bg-green-600 dark:bg-green-500', text: 'text-green-800 dark:text-green-400' },
  4: { bar: 'bg-green-600 dark:bg-green-500', text: 'text-green-800 dark:text-green-400' },
};

/** zxcvbn's verdict on the password as typed; null until its estimator has loaded (on the first character). */
function usePasswordVerdict(password: string, { name, email, phone }: PersonalDetails): PasswordVerdict | null {
  const [judge, setJudge] = useState<PasswordJudge | null>(null);
  useEffect(() => {
    if (!password || judge) return;
    let isCurrent = true;
    // Offline, the meter stays away; the form's own check tries the download again on submit.
    loadPasswordJudge().then(
      (loaded) => isCurrent && setJudge(() => loaded),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [password, judge]);
  return useMemo(
    () => (judge && password ? judge(password, { name, email, phone }) : null),
    [judge, password, name, email, phone],
  );
}

type PasswordStrengthMeterProps = {
  /** The id the password input names in its aria-describedby. */
  id: string;
  password: string;
  /** The account's name, email and phone: a password made of them is weak. */
  personal: PersonalDetails;
  /** False while the field shows the same refusal as its error, so it is not said twice. */
  showWhy: boolean;
};

/**
 * The strength of a new admin password as it is typed: five bars, zxcvbn's word for it
 * and, when it is too weak to be accepted, why (zxcvbn's warning and suggestions).
 */
export function PasswordStrengthMeter({ id, password, personal, showWhy }: PasswordStrengthMeterProps) {
  const verdict = usePasswordVerdict(password, personal);
  // Always there, so the input's aria-describedby names an element; empty (and hidden) until there is a verdict.
  return (
    <div id={id} className="space-y-1.5 empty:hidden">
      {verdict && <Verdict verdict={verdict} showWhy={showWhy} />}
    </div>
  );
}

function Verdict({ verdict, showWhy }: { verdict: PasswordVerdict; showWhy: boolean }) {
  const tone = TONES[verdict.score];
  return (
    <>
      <div
        role="meter"
        aria-label={PASSWORD_STRENGTH_TEXTS.meterName}
        aria-valuemin={0}
        aria-valuemax={PASSWORD_SCORE_LABELS.length - 1}
        aria-valuenow={verdict.score}
        aria-valuetext={verdict.label}
        className="grid grid-cols-5 gap-1"
      >
        {PASSWORD_SCORE_LABELS.map((label, score) => (
          <span
            key={label}
            className={cx('h-1.5 rounded-full', score <= verdict.score ? tone.bar : 'bg-gray-200 dark:bg-gray-700')}
          />
        ))}
      </div>
      <p className="text-xs text-gray-600 dark:text-gray-400">
        <span className={cx('font-semibold', tone.text)}>
          {PASSWORD_STRENGTH_TEXTS.meterName}: {verdict.label}.
        </span>
        {showWhy && verdict.refusal && ` ${verdict.refusal}`}
      </p>
    </>
  );
}
