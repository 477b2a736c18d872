'use client';

import { Button, Spinner } from '@aisle/ui';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useWalletMessages, type WalletMessages } from '../messages';
import type {
  SecureCardInfo,
  SecureFramePage,
  SecureFrameResults,
  SecureFrameTheme,
  SecurePinBinding,
} from './protocol';
import * as styles from './SecureField.css';
import { SecureFrameRetryDialog, type SecureFrameAction } from './SecureFrameRetryDialog';
import { useSecureFrame, type SecureFrameState, type SecureFrameTimers } from './useSecureFrame';

/** What a form holds on to: `submit()` when the shopper submits it. */
export interface SecureFieldHandle<P extends SecureFramePage> {
  /**
   * The token (or encrypted PIN), or a SecureFieldError: show its message unless its kind is 'cvv'.
   * The PIN widget: pass the card the PIN is for, `submit({ paymentGram: card.paymentGram })`; the
   * encrypted PIN then works only in that card's balance check, once, within 5 minutes.
   */
  submit(binding?: SecurePinBinding): Promise<SecureFrameResults[P]>;
  /** Loads the frame afresh, with a longer timeout. */
  retry(): void;
  /** Moves focus into the frame (to the first field with Tab), e.g. after a card-number error. */
  focus(): void;
}

export interface SecureFieldProps<P extends SecureFramePage> {
  /** The secure fields' origin (the storefront's `aisle-secure-fields-origin` meta element). */
  origin: string;
  page: P;
  ref?: Ref<SecureFieldHandle<P>>;
  /** The iframe's accessible name; the message table's for the page unless set. */
  title?: string;
  theme?: SecureFrameTheme;
  /** The cvv page: the card's brand, so the frame asks for its CVV length. */
  cardBrand?: string;
  onFocus?: (field?: string) => void;
  onBlur?: (field?: string) => void;
  onAutofill?: (field?: string) => void;
  onCardInfo?: (info: SecureCardInfo) => void;
  onLoadStateChange?: (state: SecureFrameState) => void;
  /**
   * The dialog a load failure opens: add card's or edit card's words. `false`: none, the field
   * shows the failure and a 'Try Again' button in its place. Payment: 'add', cvv: 'edit', pin: false.
   */
  retryDialog?: SecureFrameAction | false;
  /** The shopper cancelled the retry dialog (the form may go back); the field then offers 'Try Again'. */
  onRetryCancel?: () => void;
  /** For generic errors and timeouts; the spec's 'Invalid card information.' unless set. */
  defaultMessage?: string;
  timers?: SecureFrameTimers;
  /** Where the page lives, when not at `{origin}/frames/{page}` (stories: `demoSecureFrameUrl`). */
  frameUrl?: (page: SecureFramePage, parentOrigin: string) => string;
  className?: string;
}

const defaults: Record<SecureFramePage, { title: keyof WalletMessages; dialog: SecureFrameAction | false }> = {
  payment: { title: 'secureCardFieldsTitle', dialog: 'add' },
  cvv: { title: 'secureCvvFieldTitle', dialog: 'edit' },
  pin: { title: 'enterSnapEbtPin', dialog: false },
};

function failureText(messages: WalletMessages, page: SecureFramePage, action: SecureFrameAction | false): string {
  if (action) return action === 'add' ? messages.addRetryText : messages.editRetryText;
  return page === 'pin' ? messages.ebtBalanceDefault : messages.invalidCardInformation;
}

/**
 * One hosted secure frame (spec §4 "Card input frames"): the iframe, a spinner while it loads, the
 * retry dialog when it does not, and a handle whose `submit()` tokenises what the shopper typed.
 * A CVV error grows it from 78 to 112 px and shows in the frame; every other error is the caller's
 * to show.
 */
export function SecureField<P extends SecureFramePage>({
  page,
  ref,
  title,
  retryDialog,
  onRetryCancel,
  onLoadStateChange,
  className,
  ...options
}: SecureFieldProps<P>) {
  const messages = useWalletMessages();
  const frame = useSecureFrame({ page, ...options });
  const { state, retry: retryFrame, submit, iframeRef } = frame;
  const [dismissed, setDismissed] = useState(false);
  const action = retryDialog ?? defaults[page].dialog;

  const retry = () => {
    setDismissed(false);
    retryFrame();
  };
  const retryRef = useRef(retry);
  const onLoadStateChangeRef = useRef(onLoadStateChange);
  useEffect(() => {
    retryRef.current = retry;
    onLoadStateChangeRef.current = onLoadStateChange;
  });
  useEffect(() => {
    onLoadStateChangeRef.current?.(state);
  }, [state]);

  useImperativeHandle(
    ref,
    () => ({
      submit,
      retry: () => retryRef.current(),
      focus: () => iframeRef.current?.focus(),
    }),
    [submit, iframeRef],
  );

  const showFailure = state === 'error' && (dismissed || !action);
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} data-state={state}>
      {!showFailure && (
        <iframe
          key={frame.attempt}
          ref={iframeRef}
          src={frame.src}
          title={title ?? messages[defaults[page].title]}
          onLoad={frame.onLoad}
          className={state === 'loaded' ? styles.frame : `${styles.frame} ${styles.frameHidden}`}
          // A layout length the frame decides, not a themable value.
          style={{ height: `${frame.height}px` }}
          sandbox="allow-scripts allow-same-origin"
          referrerPolicy="no-referrer"
        />
      )}
      {state === 'loading' && (
        <span className={styles.loading}>
          <Spinner label={messages.secureFieldsLoading} />
        </span>
      )}
      {showFailure && (
        <div className={styles.failed}>
          <p className={styles.failedText}>{failureText(messages, page, action)}</p>
          <Button variant="secondary" onClick={retry}>
            {messages.tryAgainButton}
          </Button>
        </div>
      )}
      {action && (
        <SecureFrameRetryDialog
          open={state === 'error' && !dismissed}
          action={action}
          onRetry={retry}
          onCancel={() => {
            setDismissed(true);
            onRetryCancel?.();
          }}
        />
      )}
    </div>
  );
}

export type SecureCardFieldsProps = Omit<SecureFieldProps<'payment'>, 'page' | 'cardBrand'>;

/** The add card's number, expiration month and year, and CVV, in one secure frame. */
export function SecureCardFields(props: SecureCardFieldsProps) {
  return <SecureField page="payment" {...props} />;
}

export type SecureCvvFieldProps = Omit<SecureFieldProps<'cvv'>, 'page' | 'onCardInfo'>;

/** The edit card's secure field: the CVV alone, answered with a `checkoutId` (the `lowValueToken`). */
export function SecureCvvField(props: SecureCvvFieldProps) {
  return <SecureField page="cvv" {...props} />;
}

export type SecurePinFieldProps = Omit<SecureFieldProps<'pin'>, 'page' | 'onCardInfo' | 'cardBrand'>;

/** The SNAP EBT PIN widget: 4 masked digits, answered with an `encryptedPin`. */
export function SecurePinField(props: SecurePinFieldProps) {
  return <SecureField page="pin" {...props} />;
}
