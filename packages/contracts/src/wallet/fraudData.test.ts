import { describe, expect, it } from 'vitest';
import { deviceInfoLimits } from './fraudData';
import { botTelemetry, deviceInfo } from './requests';

describe('given the device data of a card add', () => {
  it('takes each field up to its limit', () => {
    const full = Object.fromEntries(Object.entries(deviceInfoLimits).map(([field, max]) => [field, 'x'.repeat(max)]));
    expect(deviceInfo.safeParse(full).success).toBe(true);
  });

  it.each(Object.keys(deviceInfoLimits))('refuses a %s one character over', (field) => {
    const max = deviceInfoLimits[field as keyof typeof deviceInfoLimits];
    expect(deviceInfo.safeParse({ [field]: 'x'.repeat(max + 1) }).success).toBe(false);
  });
});

describe('given a bot-detection telemetry value', () => {
  it('takes visible ASCII up to 4096 characters', () => {
    expect(botTelemetry.safeParse('0,a;b=c:1 2\t3').success).toBe(true);
    expect(botTelemetry.safeParse('x'.repeat(4096)).success).toBe(true);
  });

  it.each(['', 'x'.repeat(4097), 'a\r\nb', 'café'])('refuses %j', (value) => {
    expect(botTelemetry.safeParse(value).success).toBe(false);
  });
});
