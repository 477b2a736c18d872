import { describe, expect, it } from 'vitest';
import { readAddressLines, toAddressLines } from './addressLines';

describe('given addressLines from a service', () => {
  it.each([
    [['1 Main St'], { street: '1 Main St', unit: '' }],
    [['Apt 4', '1 Main St'], { street: '1 Main St', unit: 'Apt 4' }],
    [[' Apt 4 ', ' 1 Main St '], { street: '1 Main St', unit: 'Apt 4' }],
    [['', '1 Main St'], { street: '1 Main St', unit: '' }],
    [['1 Main St', ''], { street: '1 Main St', unit: '' }],
    [['Building B', 'Apt 4', '1 Main St'], { street: '1 Main St', unit: 'Building B, Apt 4' }],
    [[null, undefined, '1 Main St'], { street: '1 Main St', unit: '' }],
    [[], { street: '', unit: '' }],
    [null, { street: '', unit: '' }],
    [undefined, { street: '', unit: '' }],
  ])('reads %j as %j', (lines, expected) => {
    expect(readAddressLines(lines)).toEqual(expected);
  });
});

describe('given a street and unit to send', () => {
  it.each([
    ['1 Main St', 'Apt 4', ['Apt 4', '1 Main St']],
    [' 1 Main St ', ' Apt 4 ', ['Apt 4', '1 Main St']],
    ['1 Main St', '', ['1 Main St']],
    ['1 Main St', '   ', ['1 Main St']],
    ['1 Main St', undefined, ['1 Main St']],
    ['1 Main St', null, ['1 Main St']],
    ['', '', []],
    [null, null, []],
    ['', 'Apt 4', ['Apt 4', '']],
  ])('street %j and unit %j give %j', (street, unit, expected) => {
    expect(toAddressLines(street, unit)).toEqual(expected);
  });

  it('reads back what it wrote', () => {
    expect(readAddressLines(toAddressLines('1 Main St', 'Apt 4'))).toEqual({ street: '1 Main St', unit: 'Apt 4' });
    expect(readAddressLines(toAddressLines('1 Main St', ''))).toEqual({ street: '1 Main St', unit: '' });
  });
});
