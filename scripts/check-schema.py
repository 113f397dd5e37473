#!/usr/bin/env python3
"""Validates JSON documents against a JSON Schema (draft 2020-12) with the `jsonschema` package, the validator
check-jsonschema is built on: the schema given as the first argument, then one document per line on stdin.
Prints one line per document: "ok", or "invalid" with the first error's path and message."""
import json
import sys

from jsonschema import Draft202012Validator


def main() -> int:
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    for line in sys.stdin:
        if not line.strip():
            continue
        errors = sorted(validator.iter_errors(json.loads(line)), key=lambda e: list(e.absolute_path))
        if errors:
            path = "/".join(str(p) for p in errors[0].absolute_path)
            print(f"invalid {path}: {errors[0].message[:200]}".replace("\n", " "))
        else:
            print("ok")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
