#!/usr/bin/env bash
# Rewrites the usage block of README.md (the fenced block under "## Usage") from what `ccc`
# alone prints (a test checks the two agree).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product ccc >/dev/null
usage=$(.build/debug/ccc 2>&1 || true)
python3 - "$usage" <<'PY'
import sys
usage = sys.argv[1].rstrip('\n') + '\n'
path = 'README.md'
lines = open(path).read().split('\n')
start = lines.index('## Usage')
opening = next(i for i in range(start, len(lines)) if lines[i].startswith('```'))
closing = next(i for i in range(opening + 1, len(lines)) if lines[i].startswith('```'))
out = '\n'.join(lines[:opening + 1]) + '\n' + usage + '\n'.join(lines[closing:])
open(path, 'w').write(out)
PY
