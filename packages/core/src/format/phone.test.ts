import { describe, expect, it } from 'vitest';
import { formatPhone, formatPhoneDashed, isValidPhone, phoneDigits, toServicePhone } from './phone';

describe('given a phone number as typed', () => {
  it.each([
    ['5135550100', '5135550100', '+15135550100'],
    ['(513) 555-0100', '5135550100', '+15135550100'],
    ['+1 513 555 0100', '5135550100', '+15135550100'],
    ['1-513-555-0100', '5135550100', '+15135550100'],
    ['44 20 7946 0958 12', '7946095812', '+17946095812'],
    ['513.555.0100 ext', '5135550100', '+15135550100'],
    ['555-0100', '5550100', null],
    ['', '', null],
    [null, '', null],
    [undefined, '', null],
  ])('%j gives the digits %j and the service form %j', (value, digits, service) => {
    expect(phoneDigits(value)).toBe(digits);
    expect(toServicePhone(value)).toBe(service);
  });
});

describe('given a phone number to show', () => {
  it.each([
    ['5135550100', '(513) 555-0100', '513-555-0100', true],
    ['(513) 555-0100', '(513) 555-0100', '513-555-0100', true],
    [' 513 555 0100 ', '(513) 555-0100', '513-555-0100', true],
    ['15135550100', '(513) 555-0100', '513-555-0100', true],
    ['+1 (513) 555-0100', '(513) 555-0100', '513-555-0100', true],
    ['513.555.0100', '(513) 555-0100', '513-555-0100', true],
    ['25135550100', '25135550100', '25135550100', false],
    ['513555010', '513555010', '513555010', false],
    ['513-555-01000', '513-555-01000', '513-555-01000', false],
    ['513-555-CALL', '513-555-CALL', '513-555-CALL', false],
    ['513x555x0100', '513x555x0100', '513x555x0100', false],
    ['', '', '', false],
    [null, '', '', false],
    [undefined, '', '', false],
  ])('%j is formatted %j and %j, valid: %s', (value, parenthesised, dashed, valid) => {
    expect(formatPhone(value)).toBe(parenthesised);
    expect(formatPhoneDashed(value)).toBe(dashed);
    expect(isValidPhone(value)).toBe(valid);
  });
});
