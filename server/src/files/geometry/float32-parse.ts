/**
 * Decimal text to a 32-bit float, rounded once as C's `strtof` does (admesh reads ASCII STL with
 * scanf's `%f`): a value parsed to a double and then rounded to a float can land on the other
 * side of a tie; those rare inputs are settled exactly with BigInt.
 */

const POWERS_OF_TEN = Array.from({ length: 23 }, (_, i) => 10 ** i);
const scratch = new Float64Array(1);
const scratchBits = new BigUint64Array(scratch.buffer);
const floatScratch = new Float32Array(1);
const floatBits = new Uint32Array(floatScratch.buffer);

const isDigit = (byte: number) => byte >= 48 && byte <= 57;
const lower = (byte: number) => byte | 0x20;

/** Parses bytes[start, end) as a number: decimal, optional sign, fraction and exponent; `inf`, `infinity` and `nan` too. NaN marks text that is not a number. */
export function parseFloat32(bytes: Uint8Array, start: number, end: number): number {
  let i = start;
  let negative = false;
  if (bytes[i] === 45 /* - */ || bytes[i] === 43 /* + */) negative = bytes[i++] === 45;
  const unsignedStart = i;
  if (i < end && !isDigit(bytes[i]!) && bytes[i] !== 46 /* . */) return parseSpecial(bytes, i, end, negative);

  let mantissa = 0;
  let digits = 0; // significant digits kept in `mantissa`
  let exponent = 0;
  let exact = true;
  let sawDigit = false;
  for (; i < end && isDigit(bytes[i]!); i++) {
    sawDigit = true;
    if (digits < 15) {
      mantissa = mantissa * 10 + (bytes[i]! - 48);
      if (mantissa > 0) digits++;
    } else {
      exponent++;
      if (bytes[i] !== 48) exact = false;
    }
  }
  if (i < end && bytes[i] === 46) {
    for (i++; i < end && isDigit(bytes[i]!); i++) {
      sawDigit = true;
      if (digits < 15) {
        mantissa = mantissa * 10 + (bytes[i]! - 48);
        if (mantissa > 0) digits++;
        exponent--;
      } else if (bytes[i] !== 48) exact = false;
    }
  }
  if (!sawDigit) return NaN;
  if (i < end && lower(bytes[i]!) === 101 /* e */) {
    i++;
    let expNegative = false;
    if (bytes[i] === 45 || bytes[i] === 43) expNegative = bytes[i++] === 45;
    if (i >= end || !isDigit(bytes[i]!)) return NaN;
    let value = 0;
    for (; i < end && isDigit(bytes[i]!); i++) value = Math.min(value * 10 + (bytes[i]! - 48), 100_000);
    exponent += expNegative ? -value : value;
  }
  if (i !== end) return NaN;

  let double: number;
  if (exact && exponent >= -22 && exponent <= 22) {
    // Both operands are exact doubles, so one multiplication or division rounds correctly.
    double = exponent >= 0 ? mantissa * POWERS_OF_TEN[exponent]! : mantissa / POWERS_OF_TEN[-exponent]!;
  } else {
    double = Number(latin1(bytes, unsignedStart, end));
  }
  if (negative) double = -double;
  return roundToFloat32(double, bytes, start, end);
}

function parseSpecial(bytes: Uint8Array, i: number, end: number, negative: boolean): number {
  const word = latin1(bytes, i, end).toLowerCase();
  if (word === 'inf' || word === 'infinity') return negative ? -Infinity : Infinity;
  if (word === 'nan') return NaN;
  return NaN;
}

function latin1(bytes: Uint8Array, start: number, end: number): string {
  let text = '';
  for (let i = start; i < end; i++) text += String.fromCharCode(bytes[i]!);
  return text;
}

function roundToFloat32(double: number, bytes: Uint8Array, start: number, end: number): number {
  const float = Math.fround(double);
  if (float === double || !Number.isFinite(float) || !Number.isFinite(double)) return float;
  const other = neighbourToward(float, double);
  if ((float + other) / 2 !== double) return float;
  // `double` sits exactly on a tie between two floats; the decimal text decides which side it is on.
  const side = compareDecimalWithDouble(latin1(bytes, start, end), double);
  if (side === 0) return float;
  return side > 0 === other > float ? other : float;
}

function neighbourToward(float: number, target: number): number {
  if (float === 0) return target > 0 ? 2 ** -149 : -(2 ** -149);
  floatScratch[0] = float;
  const awayFromZero = target > float === float > 0;
  floatBits[0] = awayFromZero ? floatBits[0]! + 1 : floatBits[0]! - 1;
  return floatScratch[0]!;
}

/** The sign of (decimal text − double), computed exactly. */
function compareDecimalWithDouble(text: string, double: number): number {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!match) return 0;
  const [, sign = '', whole = '', fraction = '', exp = '0'] = match;
  let decimal = BigInt((whole + fraction).replace(/^0+(?=\d)/, '') || '0');
  const decimalExponent = Number(exp) - fraction.length;
  if (sign === '-') decimal = -decimal;
  scratch[0] = double;
  const bits = scratchBits[0]!;
  const biased = Number((bits >> 52n) & 0x7ffn);
  let binary = bits & 0xfffffffffffffn;
  if (biased !== 0) binary |= 1n << 52n;
  const binaryExponent = (biased === 0 ? 1 : biased) - 1075;
  if (bits >> 63n) binary = -binary;
  // Compare decimal·10^d with binary·2^b over a common integer scale.
  let left = decimal;
  let right = binary;
  if (decimalExponent >= 0) left *= 10n ** BigInt(decimalExponent);
  else right *= 10n ** BigInt(-decimalExponent);
  if (binaryExponent >= 0) right <<= BigInt(binaryExponent);
  else left <<= BigInt(-binaryExponent);
  return left > right ? 1 : left < right ? -1 : 0;
}
