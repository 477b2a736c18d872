'use client';

import { enabledModalities, readAddressLines, type Modality } from '@aisle/contracts';
import type { ActiveModality } from '@aisle/contracts/scheduling';
import { useBanner } from '@aisle/core';
import { format, Tabs } from '@aisle/ui';
import { useId, type ReactNode } from 'react';
import { useSchedulingWords } from '../words';
import { selectorMessages } from './selectorMessages';
import * as styles from './ModalityMenu.css';
import { ModalityIcon } from './ModalityIcon';
import { modalityDescriptions, modalityNames } from './modalityNames';
import { listModalities, tabModalities, type SelectorVersion } from './selectorScreens';

export interface ModalityMenuProps {
  version: SelectorVersion;
  activeModality: ActiveModality | null;
  /** V1: a way of shopping was chosen from the list. */
  onChoose(modality: Modality): void;
  /** V2: a tab's content. */
  renderTab(modality: Modality): ReactNode;
  /** V2: the tab to open on, e.g. the one the shopper left for the address form. */
  openTab?: Modality | undefined;
}

/** MODALITY_SELECTION_MENU: the banner's ways to shop (its modality capabilities, §3), as a list (V1) or tabs (V2). */
export function ModalityMenu({ version, activeModality, onChoose, renderTab, openTab }: ModalityMenuProps) {
  const messages = useSchedulingWords(selectorMessages);
  const banner = useBanner();
  const offered = enabledModalities(banner.id);
  if (version === 'V2') {
    const tabs = tabModalities.filter((modality) => offered.includes(modality));
    const current = tabs.find((modality) => modality === (openTab ?? activeModality?.modalityType));
    return (
      <Tabs.Root defaultValue={current ?? tabs[0]} className={styles.tabs}>
        <Tabs.List aria-label={messages.modalityListLabel}>
          {tabs.map((modality) => (
            <Tabs.Trigger key={modality} value={modality}>
              {messages[modalityNames[modality]]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((modality) => (
          <Tabs.Content key={modality} value={modality}>
            {renderTab(modality)}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    );
  }
  return (
    <ul className={styles.list} aria-label={messages.modalityListLabel}>
      {listModalities
        .filter((modality) => offered.includes(modality))
        .map((modality) => (
          <li key={modality}>
            <ModalityChoice
              modality={modality}
              chosen={activeModality?.modalityType === modality ? activeModality : undefined}
              onChoose={onChoose}
            />
          </li>
        ))}
    </ul>
  );
}

/**
 * A way of shopping in the V1 list: a card whose button is its name, stretched over the whole card
 * so every part of it is a target, described by what it is and the current choice.
 */
function ModalityChoice({
  modality,
  chosen,
  onChoose,
}: {
  modality: Modality;
  chosen: ActiveModality | undefined;
  onChoose(modality: Modality): void;
}) {
  const messages = useSchedulingWords(selectorMessages);
  const id = useId();
  const place = chosen?.destination.address && readAddressLines(chosen.destination.address.addressLines).street;
  return (
    <div className={chosen ? `${styles.choice} ${styles.chosen}` : styles.choice}>
      <ModalityIcon modality={modality} className={styles.icon} />
      <div className={styles.text}>
        <button
          type="button"
          className={styles.name}
          onClick={() => onChoose(modality)}
          aria-current={chosen ? 'true' : undefined}
          aria-describedby={place ? `${id}description ${id}current` : `${id}description`}
        >
          {messages[modalityNames[modality]]}
        </button>
        <span id={`${id}description`} className={styles.description}>
          {messages[modalityDescriptions[modality]]}
        </span>
        {place && (
          <span id={`${id}current`} className={styles.current}>
            {format(messages.currentChoice, { place })}
          </span>
        )}
      </div>
      <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </div>
  );
}
