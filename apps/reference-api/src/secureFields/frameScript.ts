/**
 * The behaviour of every frame page, as browser JavaScript inlined in the page (nonce'd: the CSP
 * allows no other script). It needs `makeRules` (frameRules.ts) and reads its config from the JSON
 * in `#aisle-config`. The protocol it speaks is documented in
 * packages/wallet/src/secureFields/protocol.ts; the marker and the type names must stay in step.
 *
 * Security, in short: it posts only to `parentOrigin` (the server checked it against the allowed
 * origins), listens only to that origin *and* to its parent window, copies only named fields of
 * the server's answers, writes text with `textContent` only, and accepts theme values only when
 * `themeProperties` (frameRules.ts) lets them through: narrow patterns, no `url()`, `;` or braces.
 */
export const frameBehaviourScript = String.raw`
(function () {
  'use strict';
  var SOURCE = 'aisle-secure-field';
  var config = JSON.parse(document.getElementById('aisle-config').textContent);
  var rules = makeRules(config.rules);
  var problems = config.rules.problems;
  var page = config.page;
  var parentOrigin = config.parentOrigin;
  var fields = {};
  ['pan', 'month', 'year', 'cvv', 'pin'].forEach(function (id) {
    var element = document.getElementById(id);
    if (element) fields[id] = element;
  });
  // The edit card's CVV is checked against the brand the host names in 'init', when it names one.
  var cvvBrand = null;

  function send(type, payload, requestId) {
    var message = { source: SOURCE, type: type };
    if (requestId) message.requestId = requestId;
    if (payload) for (var key in payload) message[key] = payload[key];
    window.parent.postMessage(message, parentOrigin);
  }

  function applyTheme(theme) {
    rules.themeProperties(theme).forEach(function (entry) {
      document.documentElement.style.setProperty(entry[0], entry[1]);
    });
  }

  function setProblem(field, problem) {
    var element = fields[field];
    if (element) element.setAttribute('aria-invalid', problem ? 'true' : 'false');
    var text = document.getElementById(field + '-error');
    if (text) {
      text.textContent = problem ? problem.message : '';
      text.hidden = !problem;
    }
  }
  function clearProblems() { Object.keys(fields).forEach(function (field) { setProblem(field, null); }); }
  function fieldOf(code) {
    if (code >= 870 && code < 880) return 'pan';
    if (code >= 880 && code < 890) return 'cvv';
    if (page === 'pin') return 'pin';
    return page === 'payment' ? 'month' : null;
  }
  function fail(requestId, problem, field) {
    if (field) setProblem(field, problem);
    send('error', { code: problem.code, message: problem.message }, requestId);
  }

  // Only what the host may know of the card: never the number or the CVV.
  var answerKeys = ['checkoutId', 'brand', 'cardFirstSix', 'lastFour', 'expirationMonth', 'expirationYear', 'encryptedPin'];
  function post(path, body, requestId) {
    fetch(path, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
      credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer'
    }).then(function (response) {
      return response.json().then(function (answer) { return { ok: response.ok, answer: answer || {} }; });
    }).then(function (result) {
      if (result.ok) {
        var payload = {};
        answerKeys.forEach(function (key) { if (typeof result.answer[key] === 'string') payload[key] = result.answer[key]; });
        send('ok', payload, requestId);
        return;
      }
      var errors = result.answer.errors || {};
      var code = Number(errors.code);
      if (!isFinite(code)) code = problems.invalidCardInformation.code;
      var message = typeof errors.reason === 'string' ? errors.reason : problems.invalidCardInformation.message;
      fail(requestId, { code: code, message: message }, fieldOf(code));
    }).catch(function () {
      fail(requestId, page === 'pin' ? problems.invalidPin : problems.invalidCardInformation, null);
    });
  }

  // The PIN page seals the PIN for the card the host names (its paymentGram), so it cannot be replayed.
  function submit(requestId, paymentGram) {
    clearProblems();
    if (page === 'pin') {
      if (!rules.isPin(fields.pin.value)) return fail(requestId, problems.invalidPin, 'pin');
      return post('/pin', { pin: fields.pin.value, paymentGram: paymentGram }, requestId);
    }
    var cvv = fields.cvv.value.trim();
    if (page === 'cvv') {
      var cvvOnly = rules.checkCvv(cvv, cvvBrand);
      if (cvvOnly) return fail(requestId, cvvOnly, 'cvv');
      return post('/tokens', cvvBrand ? { kind: 'cvv', cvv: cvv, brand: cvvBrand } : { kind: 'cvv', cvv: cvv }, requestId);
    }
    var pan = fields.pan.value;
    var panProblem = rules.checkPan(pan);
    if (panProblem) return fail(requestId, panProblem, 'pan');
    var month = fields.month.value;
    var year = fields.year.value;
    var expiry = rules.checkExpiration(month, year);
    if (expiry) return fail(requestId, expiry, month && !year ? 'year' : 'month');
    var cvvProblem = rules.checkCvv(cvv, rules.brandOf(pan));
    if (cvvProblem) return fail(requestId, cvvProblem, 'cvv');
    post('/tokens', { kind: 'card', pan: rules.panDigits(pan), month: month, year: year, cvv: cvv }, requestId);
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.source !== SOURCE) return;
    if (data.type === 'init') {
      applyTheme(data.theme);
      if (typeof data.cardBrand === 'string' && /^[A-Z]{2,12}$/.test(data.cardBrand)) cvvBrand = data.cardBrand;
      send('ready');
    } else if (data.type === 'submit' && typeof data.requestId === 'string' && /^[\w-]{1,64}$/.test(data.requestId)) {
      var paymentGram = typeof data.paymentGram === 'string' && /^[\w-]{1,200}$/.test(data.paymentGram) ? data.paymentGram : '';
      submit(data.requestId, paymentGram);
    }
  });

  // Editing a field takes its problem away; a whole value arriving at once is the browser's autofill.
  Object.keys(fields).forEach(function (field) {
    var element = fields[field];
    element.addEventListener(element.tagName === 'SELECT' ? 'change' : 'input', function (event) {
      setProblem(field, null);
      if (element.tagName === 'INPUT' && (!event.inputType || event.inputType === 'insertReplacementText')) {
        send('autofill', { field: field });
      }
    });
  });
  var lastInfo = '';
  if (fields.pan) fields.pan.addEventListener('input', function () {
    var info = { cardType: rules.brandOf(fields.pan.value), isValidCard: rules.isValidCard(fields.pan.value) };
    var key = info.cardType + info.isValidCard;
    if (key !== lastInfo) { lastInfo = key; send('cardInfo', info); }
  });

  // One focus when focus enters the frame, one blur when it leaves it (not between its own fields).
  var focused = false;
  document.addEventListener('focusin', function (event) {
    if (!focused) { focused = true; send('focus', { field: event.target.id }); }
  });
  document.addEventListener('focusout', function (event) {
    if (!event.relatedTarget) { focused = false; send('blur', { field: event.target.id }); }
  });
  document.getElementById('form').addEventListener('submit', function (event) { event.preventDefault(); });

  var main = document.querySelector('.fields');
  var lastHeight = 0;
  function reportSize() {
    var height = Math.ceil(main.getBoundingClientRect().height);
    if (height !== lastHeight) { lastHeight = height; send('resize', { height: height }); }
  }
  if (window.ResizeObserver) new ResizeObserver(reportSize).observe(main);
  send('ready');
})();
`;
