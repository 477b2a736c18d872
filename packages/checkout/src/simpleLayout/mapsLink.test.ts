import { describe, expect, it } from 'vitest';
import { isAppleDevice, mapsLink } from './mapsLink';

const vineStreet = { latitude: 39.1073, longitude: -84.5133 };

describe('mapsLink', () => {
  it('gives directions in Google Maps to the coordinates', () => {
    expect(mapsLink(vineStreet, false)).toBe('https://www.google.com/maps/dir/?api=1&destination=39.1073,-84.5133');
  });

  it('gives directions in Apple Maps on an Apple device', () => {
    expect(mapsLink(vineStreet, true)).toBe('https://maps.apple.com/?daddr=39.1073,-84.5133');
  });

  it('gives no link without both coordinates', () => {
    expect(mapsLink({ latitude: null, longitude: -84.5133 }, false)).toBeUndefined();
    expect(mapsLink({ latitude: 39.1073, longitude: null }, true)).toBeUndefined();
    expect(mapsLink({ latitude: null, longitude: null }, false)).toBeUndefined();
  });

  it('gives no link to a place off the globe', () => {
    expect(mapsLink({ latitude: 91, longitude: 0 }, false)).toBeUndefined();
    expect(mapsLink({ latitude: 0, longitude: -181 }, false)).toBeUndefined();
    expect(mapsLink({ latitude: Number.NaN, longitude: 0 }, false)).toBeUndefined();
  });

  it('keeps the equator and the prime meridian, whose coordinates are 0', () => {
    expect(mapsLink({ latitude: 0, longitude: 0 }, true)).toBe('https://maps.apple.com/?daddr=0,0');
  });

  it('writes six places at most, and never an exponent', () => {
    expect(mapsLink({ latitude: 39.107312345, longitude: 0.0000001 }, true)).toBe(
      'https://maps.apple.com/?daddr=39.107312,0',
    );
  });
});

describe('isAppleDevice', () => {
  it('knows an iPhone, an iPad and an iPod by the user agent', () => {
    for (const device of ['iPhone', 'iPad', 'iPod touch']) {
      const userAgent = `Mozilla/5.0 (${device}; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148`;
      expect(isAppleDevice(userAgent, '')).toBe(true);
    }
  });

  it('knows a Mac in Chrome, and a Mac or an iPad asking for desktop sites in Safari (the same words)', () => {
    expect(
      isAppleDevice(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
        'MacIntel',
      ),
    ).toBe(true);
    expect(
      isAppleDevice(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
        'MacIntel',
      ),
    ).toBe(true);
  });

  it('knows an Apple device by its platform alone', () => {
    expect(isAppleDevice('Mozilla/5.0', 'MacIntel')).toBe(true);
    expect(isAppleDevice('Mozilla/5.0', 'iPhone')).toBe(true);
  });

  it('takes Android, Windows and Linux for what they are', () => {
    expect(
      isAppleDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile', 'Linux armv81'),
    ).toBe(false);
    expect(isAppleDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0', 'Win32')).toBe(
      false,
    );
    expect(
      isAppleDevice('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Linux x86_64'),
    ).toBe(false);
  });

  it('takes a browser that tells nothing for another device', () => {
    expect(isAppleDevice('')).toBe(false);
  });
});
