#!/usr/bin/env bash
# Issue 14: one Swift function with N constraint calls sharing one local views dictionary
# (×1, ×4, ×16). Each local binding is resolved once per file (VariableIndex), so the time
# grows linearly: ×4 calls should take about ×4 the time, not ×16.
#
#   Scripts/source-lint-shared-dictionary.sh                  # 1,000 / 4,000 / 16,000 calls, release build
#   CCC=.build/debug/ccc SIZES="500 2000 8000" Scripts/source-lint-shared-dictionary.sh
set -euo pipefail
cd "$(dirname "$0")/.."
SIZES=${SIZES:-"1000 4000 16000"}
if [ -z "${CCC:-}" ]; then
  swift build -c release --product ccc >&2
  CCC="$(swift build -c release --show-bin-path)/ccc"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for size in $SIZES; do
  file="$work/Shared$size.swift"
  {
    echo "func layout() {"
    echo "    let views = [\"a\": a, \"b\": b]"
    for _ in $(seq 1 "$size"); do
      echo "    addCompactConstraint(\"a.left = b.right + 8\", metrics: nil, views: views)"
    done
    echo "}"
  } > "$file"
  start=$(date +%s.%N)
  "$CCC" lint "$file" > /dev/null || true
  end=$(date +%s.%N)
  awk -v n="$size" -v s="$start" -v e="$end" 'BEGIN { printf "%6d calls: %.3f s\n", n, e - s }'
done
