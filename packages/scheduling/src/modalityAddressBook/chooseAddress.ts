import { toServiceAddress, type Address, type Modality } from '@aisle/contracts';
import type { ModalityOption } from '@aisle/contracts/scheduling';
import type { ServiceClient } from '@aisle/core';
import type { SchedulingCalls } from '../calls';

/**
 * What choosing an address for a way of shopping came to. Not eligible: the service said so
 * ('notEligible'), or the address has no postal code to validate ('noPostalCode', §5), so the
 * service was not asked.
 */
export type AddressChoice =
  { eligible: true; option: ModalityOption } | { eligible: false; reason: 'notEligible' | 'noPostalCode' };

/**
 * §4 "Selecting an address": validate the address for the modality, then fetch the options for
 * it; eligible when the service validates it, says it is eligible, and offers one of the
 * banner's own options there. The option's destination carries the address as the service
 * keeps it (corrected when it corrected it). §5: validation requires a postal code, so an address
 * without one is refused before any call. A failed call rejects.
 */
export async function chooseAddress(
  client: ServiceClient,
  calls: Pick<SchedulingCalls, 'checkAddressEligibility' | 'getModalityOptions'>,
  address: Address,
  modality: Modality,
): Promise<AddressChoice> {
  if (!address.postalCode.trim()) return { eligible: false, reason: 'noPostalCode' };
  const checked = await calls.checkAddressEligibility(client, {
    address: toServiceAddress(address),
    modalityType: modality,
  });
  if (!checked.validated || !checked.isEligible) return { eligible: false, reason: 'notEligible' };
  const options = await calls.getModalityOptions(client, { address: checked.address });
  const option = options[modality]?.find((candidate) => !candidate.isCrossBanner);
  if (!option) return { eligible: false, reason: 'notEligible' };
  return {
    eligible: true,
    option: { ...option, destination: { ...option.destination, address: checked.address } },
  };
}
