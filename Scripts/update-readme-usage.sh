#!/usr/bin/env bash
# Rewrites the usage blocks of README.md (the fenced block under "## Usage") and of
# docs/command-line.md (the one under its title) from what `ccc` alone prints (a test
# checks that they agree).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product ccc >/dev/null
usage=$(.build/debug/ccc 2>&1 || true)
python3 - "$usage" <<'PY'
import sys
usage = sys.argv[1].rstrip('\n') + '\n'
for path, heading in [('README.md', '## Usage'), ('docs/command-line.md', '# The command line')]:
    lines = open(path).read().split('\n')
    start = lines.index(heading)
    opening = next(i for i in range(start, len(lines)) if lines[i].startswith('```'))
    closing = next(i for i in range(opening + 1, len(lines)) if lines[i].startswith('```'))
    out = '\n'.join(lines[:opening + 1]) + '\n' + usage + '\n'.join(lines[closing:])
    open(path, 'w').write(out)
PY
