import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartCodec, cartIdStore, cartStore, maxLines, maxQuantity, setQuantity } from './cart';

afterEach(() => {
  document.cookie = 'aisle-cart=; Path=/; Max-Age=0';
  document.cookie = 'aisle-cart-id=; Path=/; Max-Age=0';
  localStorage.clear();
});

describe('the cart', () => {
  it('adds a product at the end, sets its quantity in place, and takes it out at 0', () => {
    setQuantity('0000000004011', 1);
    setQuantity('0001111041700', 2);
    setQuantity('0000000004011', 3);
    expect(cartStore.read()).toEqual([
      { gtin13: '0000000004011', quantity: 3 },
      { gtin13: '0001111041700', quantity: 2 },
    ]);
    setQuantity('0000000004011', 0);
    setQuantity('0001111041700', 0);
    expect(cartStore.read()).toEqual([]);
    // An empty cart is a cookie taken away (Max-Age=0; happy-dom may keep its empty name a moment).
    expect(document.cookie).not.toMatch(/aisle-cart=[^;]/);
  });

  it('gets an id with its first line, keeps it while it holds lines, and loses it when emptied', () => {
    expect(cartIdStore.read()).toBe('');
    setQuantity('0000000004011', 1);
    const id = cartIdStore.read();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    setQuantity('0001111041700', 2);
    setQuantity('0000000004011', 0);
    expect(cartIdStore.read()).toBe(id);
    setQuantity('0001111041700', 0);
    expect(cartIdStore.read()).toBe('');
    setQuantity('0000000004011', 1);
    expect(cartIdStore.read()).not.toBe(id);
  });

  it(`holds a quantity between 1 and ${maxQuantity}, in whole units`, () => {
    setQuantity('0000000004011', 250);
    expect(cartStore.read()).toEqual([{ gtin13: '0000000004011', quantity: maxQuantity }]);
    setQuantity('0000000004011', 2.7);
    expect(cartStore.read()).toEqual([{ gtin13: '0000000004011', quantity: 2 }]);
  });

  it('keeps 16 bytes a line, so 200 lines fit a cookie, and takes no 201st product', () => {
    for (let index = 0; index < maxLines + 1; index += 1) setQuantity(String(index).padStart(13, '0'), 99);
    expect(cartStore.read()).toHaveLength(maxLines);
    expect(cartCodec.encode(cartStore.read()).length).toBeLessThan(4000);
  });

  it('reads a damaged record as empty, and drops the lines that no longer read', async () => {
    document.cookie = 'aisle-cart=%7Bnot%20a%20cart; Path=/';
    expect(cartStore.read()).toEqual([]);
    document.cookie = 'aisle-cart=0000000004011:2.7:1.0000000004011:0.abc; Path=/';
    // Cookies are read once a task (storedValue.ts): a hand edit shows from the next one.
    await Promise.resolve();
    expect(cartStore.read()).toEqual([{ gtin13: '0000000004011', quantity: 2 }]);
  });

  it('reads the request’s cookie on the server, as the browser reads its own', () => {
    expect(cartStore.readFrom({ 'aisle-cart': '0000000004011:3' })).toEqual([{ gtin13: '0000000004011', quantity: 3 }]);
    expect(cartStore.readFrom({})).toEqual([]);
  });

  it('tells its readers of a change, in this tab and from another', () => {
    const listener = vi.fn();
    const unsubscribe = cartStore.subscribe(listener);
    setQuantity('0000000004011', 1);
    expect(listener).toHaveBeenCalledTimes(1);
    // Another tab's write: cookies raise no event, the write's localStorage mark does.
    window.dispatchEvent(new StorageEvent('storage', { key: 'aisle.storedValues.changed' }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'another.key' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setQuantity('0000000004011', 2);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('returns the same lines until they change, as React needs', () => {
    setQuantity('0000000004011', 1);
    expect(cartStore.read()).toBe(cartStore.read());
  });
});
