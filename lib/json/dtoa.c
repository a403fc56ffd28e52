/*
 * dtoa.c: doubles printed exactly as Java's Double.toString prints them
 * (which is what Jackson, and so the Spark History Server, emits), e.g.
 * "16.0", "0.5", "1.0E7", "1.2345E-5", "4.9E-324", "NaN".
 *
 * Digits: the JDK 19+ specification - the shortest decimal that rounds back
 * to the double; when one digit would do, the closest decimal of one or two
 * digits. Candidates come from the C library's correctly rounded "%.*e"
 * (glibc prints exact decimal expansions), are checked by reading them back
 * with strtod, and the neighbour on the other side of the value covers the
 * asymmetric rounding interval at powers of two. Integers are done without
 * the C library; other values need one conversion each way when 15 digits
 * suffice (the common case) and up to three more otherwise.
 */
#include "sparkdx/json.h"

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json/internal.h"

/* n significant digits of v (> 0) rounded to nearest: digits[0..n), exp10. */
static void round_digits(double v, int n, char *digits, int *exp10)
{
    char buf[64];
    snprintf(buf, sizeof buf, "%.*e", n - 1, v);
    /* "d.ddde+XX" - the decimal point may be locale specific: take digits
     * up to the 'e' whatever separates them. */
    const char *p = buf;
    int k = 0;
    while (*p && *p != 'e') {
        if (*p >= '0' && *p <= '9' && k < n)
            digits[k++] = *p;
        p++;
    }
    *exp10 = (*p == 'e') ? atoi(p + 1) : 0;
}

/* Value of the decimal digits[0..n) x 10^(exp10 - n + 1), correctly rounded. */
static double digits_value(const char *digits, int n, int exp10)
{
    char buf[64];
    memcpy(buf, digits, (size_t)n);
    snprintf(buf + n, sizeof buf - (size_t)n, "e%d", exp10 - n + 1);
    return sdx_strtod_c_(buf, NULL);
}

/* The n-digit decimal next to digits (up when dir > 0, else down). */
static void step_digits(char *digits, int n, int *exp10, int dir)
{
    int i = n - 1;
    if (dir > 0) {
        while (i >= 0 && digits[i] == '9')
            digits[i--] = '0';
        if (i >= 0) {
            digits[i]++;
        } else { /* 99..9 -> 100..0, one decade up */
            digits[0] = '1';
            (*exp10)++;
        }
    } else {
        while (i >= 0 && digits[i] == '0')
            digits[i--] = '9';
        digits[i]--; /* digits[0] >= '1', so i >= 0 here */
        if (digits[0] == '0') { /* 10..0 -> 99..9, one decade down (finer grid) */
            memmove(digits, digits + 1, (size_t)(n - 1));
            digits[n - 1] = '9';
            (*exp10)--;
        }
    }
}

/* The closest n-digit decimal that reads back as v, if any: returns 1 and
 * fills digits/exp10. */
static int try_digits(double v, int n, char *digits, int *exp10)
{
    round_digits(v, n, digits, exp10);
    double r = digits_value(digits, n, *exp10);
    if (r == v)
        return 1;
    /* The nearest did not round-trip; only its neighbour on the other side
     * of v can (the rounding interval is contiguous around v). */
    step_digits(digits, n, exp10, r < v ? 1 : -1);
    return digits_value(digits, n, *exp10) == v;
}

/* The general search: the smallest digit count that has a decimal reading
 * back as v (monotone in the count, so a binary search). */
static int search_digits(double v, char *digits, int *exp10)
{
    int lo = 1, hi = 17; /* 17 significant digits always round-trip */
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        char dg[24];
        int e;
        if (try_digits(v, mid, dg, &e))
            hi = mid;
        else
            lo = mid + 1;
    }
    int n = lo == 1 ? 2 : lo; /* Java: with 1 digit, choose among 1 or 2 */
    if (!try_digits(v, n, digits, exp10)) {
        n = 17; /* cannot happen; stay safe */
        round_digits(v, n, digits, exp10);
    }
    return n;
}

int sdx_shortest_digits_(double v, char digits[24], int *exp10)
{
    int n;
    if (v < DBL_MIN) {
        /* subnormals carry fewer digits: several short decimals can read
         * back as the same one, so search */
        n = search_digits(v, digits, exp10);
    } else if (v < 1e15 && v == (double)(uint64_t)v) {
        /* an integer: its digits are exact, and no shorter decimal can
         * round to it (decimals of <= 15 digits round-trip) */
        char tmp[24];
        uint64_t u = (uint64_t)v;
        int k = 0;
        do {
            tmp[k++] = (char)('0' + u % 10);
            u /= 10;
        } while (u);
        for (int i = 0; i < k; i++)
            digits[i] = tmp[k - 1 - i];
        *exp10 = k - 1;
        n = k;
        while (n > 1 && digits[n - 1] == '0')
            n--;
        if (n == 1) /* Java: one digit would do, choose among one or two */
            n = try_digits(v, 2, digits, exp10) ? 2 : 1;
    } else {
        /* Any decimal of at most 15 digits survives a round trip through a
         * normal double, so if one reads back as v, it is the 15-digit
         * rounding of v (with trailing zeros) and the only one that short. */
        round_digits(v, 15, digits, exp10);
        if (digits_value(digits, 15, *exp10) == v) {
            n = 15;
            while (n > 1 && digits[n - 1] == '0')
                n--;
            if (n == 1 && !try_digits(v, 2, digits, exp10))
                round_digits(v, 1, digits, exp10); /* cannot happen */
            n = n == 1 ? 2 : n;
        } else if (try_digits(v, 16, digits, exp10)) {
            n = 16;
        } else {
            n = 17; /* 17 significant digits always round-trip */
            round_digits(v, 17, digits, exp10);
        }
    }
    while (n > 1 && digits[n - 1] == '0')
        n--;
    digits[n] = '\0';
    return n;
}

size_t sdx_json_fmt_double(double v, char out[32])
{
    char *o = out;
    if (isnan(v)) {
        memcpy(out, "NaN", 4);
        return 3;
    }
    if (signbit(v)) {
        *o++ = '-';
        v = -v;
    }
    if (isinf(v)) {
        memcpy(o, "Infinity", 9);
        return (size_t)(o - out) + 8;
    }
    if (v == 0) {
        memcpy(o, "0.0", 4);
        return (size_t)(o - out) + 3;
    }
    char dg[24];
    int e;
    int n = sdx_shortest_digits_(v, dg, &e);
    if (v >= 1e-3 && v < 1e7) {
        if (e >= 0) {
            /* integer part: digits 0..e (zero padded), then fraction */
            for (int i = 0; i <= e; i++)
                *o++ = i < n ? dg[i] : '0';
            *o++ = '.';
            if (n > e + 1) {
                for (int i = e + 1; i < n; i++)
                    *o++ = dg[i];
            } else {
                *o++ = '0';
            }
        } else {
            *o++ = '0';
            *o++ = '.';
            for (int i = 0; i < -e - 1; i++)
                *o++ = '0';
            for (int i = 0; i < n; i++)
                *o++ = dg[i];
        }
    } else {
        *o++ = dg[0];
        *o++ = '.';
        if (n > 1) {
            for (int i = 1; i < n; i++)
                *o++ = dg[i];
        } else {
            *o++ = '0';
        }
        *o++ = 'E';
        o += snprintf(o, 8, "%d", e);
    }
    *o = '\0';
    return (size_t)(o - out);
}
