#!/usr/bin/env python3
"""Compare two JSON documents the way Spark's HistoryServerSuite does.

Object key order is ignored, array order is significant, every value of a key
named "lastUpdated" becomes "" and of "lastUpdatedEpoch" becomes 0 before the
comparison. Prints the first difference as a JSON path and exits 1 when the
documents differ. Usage: jsondiff.py EXPECTED ACTUAL
"""
import json
import math
import sys


def normalize(v):
    if isinstance(v, dict):
        out = {}
        for k, x in v.items():
            if k == "lastUpdated":
                out[k] = ""
            elif k == "lastUpdatedEpoch":
                out[k] = 0
            else:
                out[k] = normalize(x)
        return out
    if isinstance(v, list):
        return [normalize(x) for x in v]
    return v


def first_diff(a, b, path="$"):
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b)):
            if k not in a:
                return f"{path}.{k}: unexpected key (actual {json.dumps(b[k])[:200]})"
            if k not in b:
                return f"{path}.{k}: missing (expected {json.dumps(a[k])[:200]})"
            d = first_diff(a[k], b[k], f"{path}.{k}")
            if d:
                return d
        return None
    if isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            return f"{path}: length {len(b)}, expected {len(a)}"
        for i, (x, y) in enumerate(zip(a, b)):
            d = first_diff(x, y, f"{path}[{i}]")
            if d:
                return d
        return None
    if isinstance(a, bool) or isinstance(b, bool):
        return None if a is b else f"{path}: {json.dumps(b)}, expected {json.dumps(a)}"
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
            return None
        return None if a == b else f"{path}: {b}, expected {a}"
    if a != b:
        return f"{path}: {json.dumps(b)[:300]}, expected {json.dumps(a)[:300]}"
    return None


def main():
    with open(sys.argv[1]) as f:
        exp = normalize(json.load(f))
    with open(sys.argv[2]) as f:
        act = normalize(json.load(f))
    d = first_diff(exp, act)
    if d:
        print(d)
        sys.exit(1)


if __name__ == "__main__":
    main()
