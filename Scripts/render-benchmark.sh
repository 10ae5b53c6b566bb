#!/usr/bin/env bash
# Times `ccc render` against `ccc solve` on large grids (release build), so that the cost
# of drawing is seen apart from the cost of solving. Prints wall-clock and CPU seconds.
#   Scripts/render-benchmark.sh [SIZES]    (default "100 158": 10,000 and 24,964 views)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=${1:-"100 158"}
swift build -c release --product ccc >/dev/null
swift build -c release --product ccc-bench >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for k in $sizes; do
    .build/release/ccc-bench --shape grid --sizes "$k" --emit "$work" >/dev/null
done
printf '%-8s %-7s %-26s %9s %9s %10s\n' shape views command "wall s" "cpu s" "output"
for k in $sizes; do
    file="$work/grid-$k.json"
    views=$((k * k))
    for command in "solve" "render" "render --constraints" "render --format html"; do
        out="$work/out"
        # shellcheck disable=SC2086
        /usr/bin/time -f "%e %U %S" -o "$work/time" .build/release/ccc $command "$file" >"$out" 2>/dev/null || true
        read -r wall user sys <"$work/time"
        cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
        size=$(wc -c <"$out")
        printf '%-8s %-7s %-26s %9s %9s %9sK\n' "grid $k" "$views" "ccc $command" "$wall" "$cpu" "$((size / 1024))"
    done
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
