import { ServiceError } from '@aisle/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepPostAuthRejectReason, postAuthRejectReasonKey, readPostAuthRejectReason } from './postAuthRejectReason';

const reject = (reason?: string) => new ServiceError({ status: 402, code: 'POST_AUTH_REJECT', reason });

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('given a post-auth reject (§8 "shows the reason")', () => {
  it('keeps the service’s reason, trimmed, for the Payment Error page', () => {
    keepPostAuthRejectReason(reject('  The card issuer withdrew the authorisation. '));
    expect(readPostAuthRejectReason()).toBe('The card issuer withdrew the authorisation.');
  });

  it('forgets the last reject’s reason when this one gives none', () => {
    keepPostAuthRejectReason(reject('The card issuer withdrew the authorisation.'));
    keepPostAuthRejectReason(reject());
    expect(window.sessionStorage.getItem(postAuthRejectReasonKey)).toBeNull();
    keepPostAuthRejectReason(reject('The card issuer withdrew the authorisation.'));
    keepPostAuthRejectReason(reject('   '));
    expect(readPostAuthRejectReason()).toBeUndefined();
  });

  it('keeps nothing for an error that is not the service’s', () => {
    keepPostAuthRejectReason(new Error('Failed to fetch'));
    expect(readPostAuthRejectReason()).toBeUndefined();
  });

  it('goes on without a reason when storage refuses', () => {
    // As a browser blocking site data: reading `sessionStorage` at all throws.
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(() => keepPostAuthRejectReason(reject('The card issuer withdrew the authorisation.'))).not.toThrow();
    expect(readPostAuthRejectReason()).toBeUndefined();
  });
});
