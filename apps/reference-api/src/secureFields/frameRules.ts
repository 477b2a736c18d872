import {
  brandRules,
  expirationMonths,
  expirationYears,
  frameProblems,
  panLengths,
  type BrandRule,
  type FrameProblem,
} from './cardRules';

/** What a frame page knows of the rules: the server's own tables, sent as JSON in the page. */
export interface FrameRulesConfig {
  brands: readonly BrandRule[];
  panLengths: { min: number; max: number };
  problems: Record<keyof typeof frameProblems, FrameProblem>;
  months: string[];
  years: string[];
  /** This month as year × 12 + month index (UTC): an expiry before it is refused. */
  thisMonth: number;
}

export function frameRulesConfig(now: Date): FrameRulesConfig {
  return {
    brands: brandRules,
    panLengths,
    problems: frameProblems,
    months: expirationMonths,
    years: expirationYears(now),
    thisMonth: now.getUTCFullYear() * 12 + now.getUTCMonth(),
  };
}

/**
 * The frame's copy of `cardRules.ts`, as browser JavaScript (the page loads nothing else). It reads
 * the brand table and messages from the config, so only the order of the checks is written twice;
 * `frameRules.test.ts` runs this text against the server's functions to prove they agree. It also
 * holds the theme whitelist, so that too is tested without a browser. Defines `makeRules(config)`.
 */
export const frameRulesScript = String.raw`
function makeRules(config) {
  var problems = config.problems;
  function ruleOf(digits) {
    for (var i = 0; i < config.brands.length; i++) {
      if (new RegExp(config.brands[i].prefix).test(digits)) return config.brands[i];
    }
    return null;
  }
  function passesLuhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var digit = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
      sum += digit;
    }
    return digits.length > 0 && sum % 10 === 0;
  }
  function panDigits(typed) { return typed.replace(/[\s-]/g, ''); }
  function brandOf(typed) { var rule = ruleOf(panDigits(typed)); return rule ? rule.brand : 'NONE'; }
  function checkPan(typed) {
    var pan = panDigits(typed);
    if (!/^\d*$/.test(pan)) return problems.cardNumberNotNumeric;
    if (pan.length < config.panLengths.min) return problems.cardNumberTooShort;
    if (pan.length > config.panLengths.max) return problems.cardNumberTooLong;
    var rule = ruleOf(pan);
    if (!rule) return problems.cardBrandUnsupported;
    if (pan.length < rule.minLength) return problems.cardNumberTooShort;
    if (pan.length > rule.maxLength) return problems.cardNumberTooLong;
    if (!passesLuhn(pan)) return problems.cardNumberInvalid;
    return null;
  }
  function checkCvv(cvv, brand) {
    if (!/^\d*$/.test(cvv)) return problems.cvvNotNumeric;
    var rule = null;
    for (var i = 0; i < config.brands.length; i++) if (config.brands[i].brand === brand) rule = config.brands[i];
    var min = rule ? rule.cvvLength : 3;
    var max = rule ? rule.cvvLength : 4;
    if (cvv.length < min) return problems.cvvTooShort;
    if (cvv.length > max) return problems.cvvTooLong;
    return null;
  }
  function checkExpiration(month, year) {
    if (config.months.indexOf(month) < 0 || config.years.indexOf(year) < 0) return problems.invalidCardInformation;
    return Number(year) * 12 + Number(month) - 1 < config.thisMonth ? problems.invalidCardInformation : null;
  }
  function isPin(pin) { return /^\d{4}$/.test(pin); }

  // The host's theme: only these keys, only values of these shapes (no url(), no ';', no braces),
  // as [custom property, value] pairs for the page's :root.
  var colour = /^(#[0-9a-fA-F]{3,8}|rgba?\([0-9.,%\s\/]{1,40}\)|[a-zA-Z]{1,20})$/;
  var length = /^(0|\d{1,4}(\.\d{1,3})?(px|rem|em))$/;
  var fontFamily = /^[A-Za-z0-9 ,'"-]{1,200}$/;
  var themeKeys = {
    textColor: ['--text', colour], labelColor: ['--label', colour], backgroundColor: ['--background', colour],
    borderColor: ['--border', colour], focusColor: ['--focus', colour], errorColor: ['--danger', colour],
    fontFamily: ['--font', fontFamily], fontSize: ['--font-size', length], borderRadius: ['--radius', length]
  };
  function themeProperties(theme) {
    var properties = [];
    if (!theme || typeof theme !== 'object') return properties;
    Object.keys(themeKeys).forEach(function (key) {
      var value = theme[key];
      if (typeof value === 'string' && themeKeys[key][1].test(value.trim())) properties.push([themeKeys[key][0], value.trim()]);
    });
    return properties;
  }
  return {
    panDigits: panDigits, brandOf: brandOf, checkPan: checkPan, checkCvv: checkCvv,
    checkExpiration: checkExpiration, isPin: isPin, isValidCard: function (typed) { return checkPan(typed) === null; },
    themeProperties: themeProperties
  };
}
`;
