#!/usr/bin/env bash
# Compares `ccc solve` end to end with kiwisolver's solve alone on the benchmark's k×k grid
# (issue #17): ccc-bench emits the layout, Python builds the same constraints for kiwi
# (the root's frame, every view's width >= 0 and height >= 0, each cell's left/top on its
# neighbour's right/bottom or the root, equal widths along a row and heights down a column,
# the last row and column on the root's right and bottom) and times only adding them and
# updating the variables. Installs kiwisolver with pip when it is missing.
#
#   Scripts/kiwi-compare.sh            # 30×30 grid
#   K=50 RUNS=21 Scripts/kiwi-compare.sh
#   CCC=path/to/ccc Scripts/kiwi-compare.sh   # time that ccc (default: the release build's)
set -euo pipefail
cd "$(dirname "$0")/.."

K=${K:-30}
RUNS=${RUNS:-21}

python3 -c 'import kiwisolver' 2> /dev/null || python3 -m pip install --quiet kiwisolver >&2

swift build -c release --product ccc-bench >&2
bin=$(swift build -c release --show-bin-path)
if [ -z "${CCC:-}" ]; then
    swift build -c release --product ccc >&2
    CCC="$bin/ccc"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin/ccc-bench" --shape grid --sizes "$K" --emit "$work" --max-seconds 1 > /dev/null
layout="$work/grid-$K.json"

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# ccc: the whole process, milliseconds, median of RUNS (bash's $EPOCHREALTIME).
"$CCC" solve "$layout" > "$work/ccc.txt"
for _ in $(seq "$RUNS"); do
    start=$EPOCHREALTIME
    "$CCC" solve "$layout" > /dev/null
    end=$EPOCHREALTIME
    echo "scale=3; ($end - $start) * 1000 / 1" | bc
done | median > "$work/ccc-ms"

# kiwi: building the variables and constraints is not timed; adding them and updating is.
python3 - "$K" "$RUNS" > "$work/kiwi" << 'PYTHON'
import statistics, sys, time
import kiwisolver as kiwi

k, runs = int(sys.argv[1]), int(sys.argv[2])

def build():
    root = [kiwi.Variable("root." + n) for n in ("x", "y", "w", "h")]
    cells = [[[kiwi.Variable(f"c{r}_{c}.{n}") for n in ("x", "y", "w", "h")] for c in range(k)] for r in range(k)]
    rx, ry, rw, rh = root
    cs = [rx == 0, ry == 0, rw == 1000, rh == 1000, rw >= 0, rh >= 0]
    for r in range(k):
        for c in range(k):
            x, y, w, h = cells[r][c]
            cs += [w >= 0, h >= 0]
            cs.append(x == rx if c == 0 else x == cells[r][c - 1][0] + cells[r][c - 1][2])
            cs.append(y == ry if r == 0 else y == cells[r - 1][c][1] + cells[r - 1][c][3])
            if c > 0: cs.append(w == cells[r][0][2])
            if r > 0: cs.append(h == cells[0][c][3])
            if c == k - 1: cs.append(x + w == rx + rw)
            if r == k - 1: cs.append(y + h == ry + rh)
    return cells, cs

times = []
for _ in range(runs):
    cells, cs = build()
    solver = kiwi.Solver()
    start = time.perf_counter()
    for constraint in cs:
        solver.addConstraint(constraint)
    solver.updateVariables()
    times.append(time.perf_counter() - start)
width = cells[k - 1][k - 1][2].value()
print(f"{statistics.median(times) * 1000:.3f} {len(cs)} {width:.6f}")
PYTHON

read -r kiwi_ms kiwi_constraints kiwi_width < "$work/kiwi"
ccc_ms=$(cat "$work/ccc-ms")
ccc_width=$(awk -v name="c$((K - 1))_$((K - 1))" '$1 == name { print $4 }' "$work/ccc.txt")
echo "grid ${K}×${K}: $kiwi_constraints constraints; last cell's width: ccc $ccc_width, kiwi $kiwi_width"
echo "kiwisolver $(python3 -c 'import kiwisolver; print(kiwisolver.__version__)'), solve alone: $kiwi_ms ms (median of $RUNS)"
echo "ccc solve, the whole process: $ccc_ms ms (median of $RUNS)"
awk -v kiwi="$kiwi_ms" -v ccc="$ccc_ms" 'BEGIN { printf "ccc is %.1f× faster than kiwi'\''s solve alone (target: at least 10×)\n", kiwi / ccc }'
