// Every currency a price may be in: its ISO 4217 code and English name, written here once (as
// Node 24's Intl, ICU 78, gives them) rather than asked of Intl at run time. Browsers ship other
// versions of that data (Chromium's lacks SLE, XCG and ZWG, and names them by their codes), so a
// list read from Intl differed between the server's page and the browser's, and React threw
// away every page with a currency select (hydration error 418, issue 40).

/** Every code, in order (their names, only for the pickers and heavier, are currency-names.ts). */
export const CURRENCY_CODES: readonly string[] = (
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN ' +
  'BWP BYN BZD CAD CDF CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR ' +
  'FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD ' +
  'JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK ' +
  'MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN ' +
  'PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL ' +
  'THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XCG XDR ' +
  'XOF XPF XSU YER ZAR ZMW ZWG ZWL'
).split(' ')
