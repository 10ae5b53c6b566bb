#!/usr/bin/env bash
# Rewrites the table of codes in docs/linting.md from `ccc lint --list-rules` (a test checks the two agree).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product ccc >/dev/null
table=$(.build/debug/ccc lint --list-rules)
python3 - "$table" <<'PY'
import sys
table = sys.argv[1].rstrip('\n') + '\n'
path = 'docs/linting.md'
lines = open(path).read().split('\n')
start = next(i for i, l in enumerate(lines) if l.startswith('| code | default |'))
end = start
while end < len(lines) and lines[end].startswith('|'):
    end += 1
out = '\n'.join(lines[:start]) + '\n' + table + '\n'.join(lines[end:])
open(path, 'w').write(out)
PY
