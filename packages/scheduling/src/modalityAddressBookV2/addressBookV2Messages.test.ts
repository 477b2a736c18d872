import { describe, expect, it } from 'vitest';
import { schedulingMessages } from '../messages';
import { addressBookV2Messages } from './addressBookV2Messages';

describe('given the address book v2 messages', () => {
  it('are all in the scheduling table, none shadowed by another part', () => {
    const inTable = Object.fromEntries(
      Object.keys(addressBookV2Messages).map((key) => [
        key,
        schedulingMessages[key as keyof typeof schedulingMessages],
      ]),
    );
    expect(inTable).toEqual(addressBookV2Messages);
  });

  it('quote the spec’s section headings exactly', () => {
    expect(addressBookV2Messages.currentAddressHeading).toBe('Current Address');
    expect(addressBookV2Messages.otherAddressesHeading).toBe('Other Addresses');
  });
});
