'use client';

import { Button, Link, Modal } from '@aisle/ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useSchedulingRoutes } from '../hooks/useSchedulingRoutes';
import { useSchedulingWords } from '../words';
import { consentMessages } from './consentMessages';
import * as styles from './LocationConsentModal.css';

/** 0 the offer, 1 how it works, 2 enable the device setting (scheduling spec §2, §4). */
export type LocationConsentStep = 0 | 1 | 2;

export interface LocationConsentStepsProps {
  /** Receives the shown step's heading, which the modal focuses when it opens. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** 'No Thanks' (false) or 'Continue' (true). */
  onDecide(granted: boolean): void;
}

const topicKeys = [
  ['howItWorksFindAStore', 'howItWorksFindAStoreBody'],
  ['howItWorksWaysToShop', 'howItWorksWaysToShopBody'],
  ['howItWorksShoppingInStore', 'howItWorksShoppingInStoreBody'],
  ['howItWorksPickingUp', 'howItWorksPickingUpBody'],
  ['howItWorksFuelCenter', 'howItWorksFuelCenterBody'],
] as const satisfies readonly (readonly [keyof typeof consentMessages, keyof typeof consentMessages])[];

/**
 * The modal's steps. Mounted while the modal is open only, so every opening starts on the offer.
 * Each step has its own heading element (keyed), so moving focus to it announces the new step.
 */
export function LocationConsentSteps({ headingRef, onDecide }: LocationConsentStepsProps) {
  const messages = useSchedulingWords(consentMessages);
  const { privacyPolicy } = useSchedulingRoutes();
  const [step, setStep] = useState<LocationConsentStep>(0);
  const shownStep = useRef(step);

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step, headingRef]);

  const heading = (text: string) => (
    <Modal.Title key={step} ref={headingRef} tabIndex={-1} className={styles.heading}>
      {text}
    </Modal.Title>
  );
  const privacyLink = (
    <p className={styles.privacy}>
      <Link href={privacyPolicy}>{messages.privacyPolicyLink}</Link>
    </p>
  );
  const allow = (
    // Ambiguity 1 of the checklist: Allow leads to the device setting from the offer and from how it works.
    <Button variant="primary" onClick={() => setStep(2)}>
      {messages.allowButton}
    </Button>
  );

  if (step === 1) {
    return (
      <>
        {heading(messages.howItWorksTitle)}
        <Modal.Description>{messages.howItWorksIntro}</Modal.Description>
        <ul className={styles.topics}>
          {topicKeys.map(([title, body]) => (
            <li key={title}>
              <h3 className={styles.topicTitle}>{messages[title]}</h3>
              <p className={styles.topicBody}>{messages[body]}</p>
            </li>
          ))}
        </ul>
        {privacyLink}
        <Modal.Footer>{allow}</Modal.Footer>
      </>
    );
  }

  if (step === 2) {
    return (
      <>
        {heading(messages.enableDeviceSettingTitle)}
        <Modal.Description>{messages.enableDeviceSettingBody}</Modal.Description>
        {privacyLink}
        <Modal.Footer>
          <Button variant="primary" onClick={() => onDecide(true)}>
            {messages.continueButton}
          </Button>
        </Modal.Footer>
      </>
    );
  }

  return (
    <>
      {heading(messages.consentTitle)}
      <Modal.Description>{messages.consentBody}</Modal.Description>
      {privacyLink}
      <Modal.Footer>
        <Button variant="tertiary" onClick={() => setStep(1)}>
          {messages.howItWorksButton}
        </Button>
        <Button variant="secondary" onClick={() => onDecide(false)}>
          {messages.noThanksButton}
        </Button>
        {allow}
      </Modal.Footer>
    </>
  );
}
