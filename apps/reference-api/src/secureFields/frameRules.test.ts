import { describe, expect, it } from 'vitest';
import { brandOf, checkCvv, checkExpiration, checkPan, isPin, type CardBrand, type FrameProblem } from './cardRules';
import { testCards } from './testCards';
import { frameRulesConfig, frameRulesScript, type FrameRulesConfig } from './frameRules';

interface FrameRules {
  brandOf(typed: string): string;
  checkPan(typed: string): FrameProblem | null;
  checkCvv(cvv: string, brand: string | null): FrameProblem | null;
  checkExpiration(month: string, year: string): FrameProblem | null;
  isPin(pin: string): boolean;
  isValidCard(typed: string): boolean;
  themeProperties(theme: unknown): [string, string][];
}

const now = new Date('2026-03-02T15:00:00Z');

/** The frame's script text, run as the browser would run it, on the config the page embeds. */
function frameRules(config: FrameRulesConfig): FrameRules {
  // The text under test is our own constant; the config goes through JSON as it does in the page.
  const make = new Function(`${frameRulesScript}; return makeRules;`)() as (config: unknown) => FrameRules;
  return make(JSON.parse(JSON.stringify(config)));
}

const pans = [
  ...Object.values(testCards),
  '4111 1111 1111 1111',
  '',
  '4',
  '41111111111',
  '411111111111',
  '37828224631000',
  '55555555555544444',
  '41111111111111111111',
  '4111a11111111111',
  '4111111111111112',
  '9111111111111111',
  '2720000000000000',
];

describe('the frame page’s rules, given the server’s tables', () => {
  const rules = frameRules(frameRulesConfig(now));

  it('agree with the server on every card number', () => {
    for (const pan of pans) {
      const server = checkPan(pan);
      expect(rules.checkPan(pan), pan).toEqual('problem' in server ? server.problem : null);
      expect(rules.brandOf(pan), pan).toBe(brandOf(pan.replace(/[\s-]/g, '')));
      expect(rules.isValidCard(pan), pan).toBe(!('problem' in server));
    }
  });

  it('agree with the server on every CVV, with and without a brand', () => {
    const brands: (CardBrand | undefined)[] = [undefined, 'VISA', 'AMEX', 'MASTERCARD'];
    for (const cvv of ['', '1', '12', '123', '1234', '12345', '12a', ' 12']) {
      for (const brand of brands) {
        expect(rules.checkCvv(cvv, brand ?? null), `${cvv} ${brand}`).toEqual(checkCvv(cvv, brand) ?? null);
      }
    }
  });

  it('agree with the server on expiry and PIN', () => {
    for (const [month, year] of [
      ['03', '2026'],
      ['02', '2026'],
      ['', '2027'],
      ['12', ''],
      ['12', '2036'],
      ['12', '2037'],
    ] as const) {
      expect(rules.checkExpiration(month, year)).toEqual(checkExpiration(month, year, now) ?? null);
    }
    for (const pin of ['1234', '123', '12345', 'abcd', '']) expect(rules.isPin(pin)).toBe(isPin(pin));
  });

  it('let through the banner’s theme values and nothing that could load, inject or escape', () => {
    expect(
      rules.themeProperties({
        textColor: '#1f1f1f',
        backgroundColor: 'rgb(255 255 255 / 90%)',
        borderColor: 'transparent',
        fontFamily: "'Nunito Sans Variable', 'Nunito Sans', system-ui, -apple-system, 'Segoe UI', sans-serif",
        fontSize: '1rem',
        borderRadius: '9999px',
        unknownKey: 'red',
      }),
    ).toEqual([
      ['--text', '#1f1f1f'],
      ['--background', 'rgb(255 255 255 / 90%)'],
      ['--border', 'transparent'],
      ['--font', "'Nunito Sans Variable', 'Nunito Sans', system-ui, -apple-system, 'Segoe UI', sans-serif"],
      ['--font-size', '1rem'],
      ['--radius', '9999px'],
    ]);
    expect(
      rules.themeProperties({
        textColor: 'red; background: url(https://evil.test/?leak)',
        backgroundColor: 'url(https://evil.test/x.png)',
        borderColor: 'var(--x)',
        focusColor: 'expression(alert(1))',
        errorColor: '#12345g',
        fontFamily: 'x} body { display: none',
        fontSize: '1e3px',
        borderRadius: '4px;',
      }),
    ).toEqual([]);
    expect(rules.themeProperties(null)).toEqual([]);
    expect(rules.themeProperties('textColor')).toEqual([]);
  });
});
