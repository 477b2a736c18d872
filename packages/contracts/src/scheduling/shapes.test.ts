// The scheduling spec's §3 entities as the wire schemas read them: each example below is written
// field by field from the spec, parsed whole, and then broken in the way the spec rules out.
import { describe, expect, it } from 'vitest';
import { serviceAddress } from '../address/serviceShapes';
import {
  activeModality,
  addressEligibilityResponse,
  modalityOption,
  modalityOptionsResponse,
  storeDetail,
} from './modalityOptions';
import { product } from './products';
import { promiseV4 } from './promises';
import { quotesResponse, slotSelectionId, timeSlotOption } from './quotes';

const address = {
  addressLines: ['Apt 4', '1014 Vine St'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45202',
  countryCode: 'US',
  county: 'Hamilton',
  location: { lat: 39.1, lng: -84.5 },
};

const option = {
  modalityType: 'PICKUP',
  destination: { locationId: '01400352', address },
  isCrossBanner: false,
  distance: 0.42,
  createdDate: '2026-11-20T10:00:00.000Z',
  source: 'Options',
  id: 'PICKUP-01400352',
  fulfillment: [{ kind: 'store', locationId: '01400352' }],
};

const store = {
  locationId: '01400352',
  vanityName: 'Kroger Over-the-Rhine',
  address,
  divisionNumber: '014',
  storeNumber: '00352',
  banner: 'kroger',
  departmentFlags: { isLockerLocation: true },
  externalNavigation: { webUrl: 'https://www.ralphs.com/', linkText: 'Shop at Ralphs' },
  isOpen: true,
  openText: 'Open until 11 PM',
  distance: 0.42,
  currentlyShopping: false,
};

const time = {
  quoteId: 'DELIVERY-01400352-2026-11-23-kroger-delivery',
  optionId: '0800',
  displayString: 'Nov 23, 8:00 AM – 10:00 AM',
  cost: 11.95,
  shouldShowFees: true,
  vendorId: 'kroger-delivery',
  vendorName: 'Kroger Delivery',
  waiver: false,
  type: 'EXPRESS',
  incentive: { displayName: 'Express' },
  window: { value: '2026-11-23T08:00:00/2026-11-23T10:00:00', timezone: 'America/New_York' },
};

const without = <T extends object>(value: T, key: keyof T) => {
  const { [key]: _, ...rest } = value;
  return rest;
};

describe('given an address in the service shape (ENT-01)', () => {
  it('reads addressLines, cityTown, stateProvince, postalCode, countryCode, county and location {lat,lng}', () => {
    expect(serviceAddress.parse(address)).toStrictEqual(address);
  });

  it('takes the location as optional, and addressLines as a list', () => {
    expect(serviceAddress.safeParse(without(address, 'location')).success).toBe(true);
    expect(serviceAddress.safeParse({ ...address, addressLines: '1014 Vine St' }).success).toBe(false);
  });
});

describe('given an address validation result (ENT-11)', () => {
  it('reads address, validated, corrected, isEligible and modalityType', () => {
    const data = { address, validated: true, corrected: false, isEligible: true, modalityType: 'DELIVERY' };
    expect(addressEligibilityResponse.parse({ data })).toStrictEqual({ data });
    expect(addressEligibilityResponse.safeParse({ data: without(data, 'isEligible') }).success).toBe(false);
  });
});

describe('given a modality option (ENT-14, ENT-15)', () => {
  it('reads modalityType, destination, isCrossBanner, distance, createdDate, source, id and fulfillment', () => {
    expect(modalityOption.parse(option)).toStrictEqual(option);
  });

  it('fulfils from a store or a fulfilment centre, and nothing else', () => {
    const centre = { ...option, fulfillment: [{ kind: 'fulfillmentCentre', locationId: '01400352' }] };
    expect(modalityOption.parse(centre).fulfillment[0]?.kind).toBe('fulfillmentCentre');
    const van = { ...option, fulfillment: [{ kind: 'van', locationId: '01400352' }] };
    expect(modalityOption.safeParse(van).success).toBe(false);
  });
});

describe('given a modality options response (ENT-16)', () => {
  const data = {
    PICKUP: [option],
    DELIVERY: [{ ...option, modalityType: 'DELIVERY', id: 'DELIVERY-01400352' }],
    storeDetails: [store],
    externalOnlineDeliveryUrl: 'https://delivery.example.com/',
    featureToggles: { closeToStore: true },
  };

  it('is keyed by modality type, with storeDetails, externalOnlineDeliveryUrl and featureToggles.closeToStore', () => {
    expect(modalityOptionsResponse.parse({ data })).toStrictEqual({ data });
  });

  it('needs featureToggles.closeToStore', () => {
    expect(modalityOptionsResponse.safeParse({ data: { ...data, featureToggles: {} } }).success).toBe(false);
  });
});

describe('given a store detail (ENT-17)', () => {
  it('reads every field a store card shows', () => {
    expect(storeDetail.parse(store)).toStrictEqual(store);
  });

  it('needs the externalNavigation link text with its web address', () => {
    const broken = { ...store, externalNavigation: { webUrl: 'https://www.ralphs.com/' } };
    expect(storeDetail.safeParse(broken).success).toBe(false);
  });
});

describe('given a time-slot response (ENT-27 to ENT-32)', () => {
  const data = {
    days: [{ date: '2026-11-23', month: 'Nov', times: [time] }],
    items: {
      [time.quoteId]: {
        included: [{ gtin13: '0001111041700', quantity: 2 }],
        excluded: [{ gtin13: '0001111060933', quantity: 1, code: 'ITEM_RESTRICTED' }],
      },
    },
    membership: { type: 'BST', freeThreshold: 35 },
    message: '* $35 minimum on qualifying orders. Restrictions may apply.',
  };

  it('reads days of {date, month, times}, items by quote id, membership and the message', () => {
    expect(quotesResponse.parse({ data })).toStrictEqual({ data });
  });

  it('reads a time option whole, EXPRESS type and incentive name included', () => {
    expect(timeSlotOption.parse(time)).toStrictEqual(time);
    expect(timeSlotOption.safeParse(without(time, 'window')).success).toBe(false);
  });

  it('needs included and excluded lists for each quote', () => {
    const broken = { ...data, items: { [time.quoteId]: { included: [] } } };
    expect(quotesResponse.safeParse({ data: broken }).success).toBe(false);
  });

  it('names the chosen time by its quoteId and optionId together (ENT-34)', () => {
    expect(slotSelectionId(time)).toBe('DELIVERY-01400352-2026-11-23-kroger-delivery:0800');
    expect(slotSelectionId({ ...time, optionId: '1000' })).not.toBe(slotSelectionId(time));
  });
});

describe('given a promise (ENT-38)', () => {
  const promise = {
    id: 'promise-1',
    modalityType: 'DELIVERY',
    versionKey: '1',
    modalityGuid: 'DELIVERY-01400352',
    expiration: { value: '2026-11-23T07:30:00Z' },
    selections: [
      {
        vendor: { id: 'kroger-delivery' },
        window: time.window,
        items: { included: [{ gtin13: '0001111041700', quantity: 2 }], excluded: [] },
      },
    ],
  };

  it('reads id, modalityType, versionKey, modalityGuid, expiration.value and selections', () => {
    expect(promiseV4.parse(promise)).toStrictEqual(promise);
    expect(promiseV4.safeParse({ ...promise, expiration: '2026-11-23T07:30:00Z' }).success).toBe(false);
  });
});

describe('given a product (ENT-41)', () => {
  const wine = {
    gtin13: '0008500001234',
    description: 'Cabernet Sauvignon',
    customerFacingSize: '750 ml',
    familyTree: { department: { name: 'Adult Beverage' }, commodity: { name: 'Wine' }, subCommodity: { name: 'Red' } },
    price: { regular: 12.99 },
    alcohol: true,
    snapEligible: false,
    prop65: { required: true, warning: 'Drinking alcoholic beverages can increase your risk of cancer.' },
    images: [{ url: 'https://images.example.com/wine.jpg', perspective: 'front' }],
  };

  it('reads description, size, family tree, the alcohol flag, prop 65 and images', () => {
    expect(product.parse(wine)).toStrictEqual(wine);
    expect(product.safeParse(without(wine, 'familyTree')).success).toBe(false);
  });
});

describe('given the active modality (ENT-45)', () => {
  const active = {
    id: 'PICKUP-01400352',
    destination: { locationId: '01400352', address },
    modalityType: 'PICKUP',
    createdDate: '2026-11-20T10:00:00.000Z',
    source: 'Options',
  };

  it('reads id, destination, modalityType, createdDate and source', () => {
    expect(activeModality.parse(active)).toStrictEqual(active);
    expect(activeModality.safeParse(without(active, 'createdDate')).success).toBe(false);
  });
});
