/**
 * The simulated card SDK served by the payment mock: a small script that defines
 * `window.MercadoPagoSim`, a constructor taking the public key and `{ locale }`, whose
 * `createCardToken` posts the card (or, given `{ cardId, securityCode }`, a saved card's id) to the
 * provider's `/v1/card_tokens` (the card number goes to the provider, never to the site's storage) and whose `getInstallments({ amount, bin })` asks
 * `/v1/payment_methods/installments` which instalments the amount may be paid in.
 */
export function cardSdkScript(baseUrl: string, globalName = 'MercadoPagoSim'): string {
  return `/* Conexión Global: simulated card payment SDK (mock, not for production) */
(function (root) {
  var BASE = ${JSON.stringify(baseUrl.replace(/\/$/, ''))};
  function Sdk(publicKey, options) {
    if (!(this instanceof Sdk)) throw new TypeError('${globalName} must be called with new');
    if (!publicKey) throw new Error('${globalName}: a public key is required');
    this.publicKey = publicKey;
    this.locale = (options && options.locale) || 'es-AR';
    this.version = '2.0.0-sim';
  }
  Sdk.prototype.createCardToken = function (data) {
    // A saved card (Mercado Pago's { cardId, securityCode }): the provider's card id, no number.
    var body = data && data.cardId ? { card_id: String(data.cardId), security_code: String(data.securityCode || '') } : {
      card_number: String(data.cardNumber || '').replace(/\\s+/g, ''),
      expiration_month: Number(data.cardExpirationMonth),
      expiration_year: Number(data.cardExpirationYear),
      security_code: String(data.securityCode || ''),
      cardholder: {
        name: String(data.cardholderName || ''),
        identification: data.identificationType
          ? { type: String(data.identificationType), number: String(data.identificationNumber || '') }
          : undefined
      }
    };
    return fetch(BASE + '/v1/card_tokens?public_key=' + encodeURIComponent(this.publicKey), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body)
    }).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok) {
          var error = new Error((json && json.message) || 'card token error');
          error.status = response.status;
          error.cause = json;
          throw error;
        }
        return json;
      }, function () {
        var error = new Error('card token error');
        error.status = response.status;
        throw error;
      });
    });
  };
  Sdk.prototype.getInstallments = function (params) {
    var query = 'public_key=' + encodeURIComponent(this.publicKey) +
      '&amount=' + encodeURIComponent(String(params && params.amount));
    if (params && params.bin) query += '&bin=' + encodeURIComponent(String(params.bin));
    return fetch(BASE + '/v1/payment_methods/installments?' + query, {
      headers: { Accept: 'application/json' }
    }).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok) {
          var error = new Error((json && json.message) || 'installments error');
          error.status = response.status;
          throw error;
        }
        return json;
      }, function () {
        var error = new Error('installments error');
        error.status = response.status;
        throw error;
      });
    });
  };
  root[${JSON.stringify(globalName)}] = Sdk;
})(typeof window !== 'undefined' ? window : globalThis);
`;
}

/** A script that loads but defines nothing (the `sdkUnavailable` scenario). */
export const brokenCardSdkScript = '/* simulated SDK outage: nothing defined */\n';
