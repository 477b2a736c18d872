import { Alert, Button, format, Stack, TextField } from '@aisle/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { signInMessages as messages } from './signInMessages';
import { signIn, SignInError } from '../session/session';
import { afterSignIn } from '../shell/signInHref';
import { demoPassword, demoShoppers } from './demoShoppers';
import * as styles from './pages.css';

interface SignInValues {
  email: string;
  password: string;
}

// Two required fields need no schema library: react-hook-form's own rules keep zod off this page.
const rules = {
  email: { validate: (value: string) => value.trim() !== '' || messages.emailRequired },
  password: { required: messages.passwordRequired },
};

/** How long the API asks to wait, in the largest whole unit that fits: "45 seconds", "2 minutes". */
function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? messages.oneSecond : format(messages.seconds, { count: String(seconds) });
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? messages.oneMinute : format(messages.minutes, { count: String(minutes) });
}

function failureMessage(error: unknown): string {
  if (!(error instanceof SignInError)) return messages.signInUnavailable;
  if (error.status === 401) return messages.signInFailed;
  if (error.status !== 429) return messages.signInUnavailable;
  return error.retryAfterSeconds
    ? format(messages.signInThrottled, { wait: waitText(error.retryAfterSeconds) })
    : messages.signInThrottledBriefly;
}

/** Sign-in for the demo shoppers; afterwards, back to the page that asked for it. */
export function SignInPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const reason = new URLSearchParams(search).get('reason');
  const notice =
    reason === 'expired' ? messages.sessionExpired : reason === 'forbidden' ? messages.signInToContinue : null;
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ defaultValues: { email: '', password: '' } });

  // The reason comes into focus, so a screen reader reads it and the shopper starts from there.
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const onSubmit = handleSubmit(async ({ email: typed, password }) => {
    const email = typed.trim();
    setFailure(null);
    try {
      await signIn(email, password);
      navigate(afterSignIn(search), { replace: true });
    } catch (error) {
      setFailure(failureMessage(error));
    }
  });

  return (
    <div className={styles.narrow}>
      <Stack space="6">
        <h1 className={styles.heading}>{messages.signInHeading}</h1>
        {notice && <Alert tone="info">{notice}</Alert>}
        {failure && (
          <div ref={failureRef} tabIndex={-1}>
            <Alert tone="error">{failure}</Alert>
          </div>
        )}
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack space="4">
            <TextField
              label={messages.emailLabel}
              type="email"
              autoComplete="username"
              required
              error={errors.email?.message}
              {...register('email', rules.email)}
            />
            <TextField
              label={messages.passwordLabel}
              type="password"
              autoComplete="current-password"
              required
              error={errors.password?.message}
              {...register('password', rules.password)}
            />
            <Button type="submit" busy={isSubmitting} busyLabel={messages.signingIn}>
              {messages.signInButton}
            </Button>
          </Stack>
        </form>
        <section aria-labelledby="demo-shoppers" className={styles.panel}>
          <Stack space="2">
            <h2 id="demo-shoppers" className={styles.subheading}>
              {messages.demoShoppersHeading}
            </h2>
            <p className={styles.body}>{format(messages.demoShoppersBody, { password: demoPassword })}</p>
            <ul className={styles.list}>
              {demoShoppers.map((shopper) => (
                <li key={shopper.email}>
                  <strong>{shopper.email}</strong> — {shopper.name}, {shopper.note}
                </li>
              ))}
            </ul>
          </Stack>
        </section>
      </Stack>
    </div>
  );
}
