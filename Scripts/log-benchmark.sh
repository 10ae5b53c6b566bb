#!/usr/bin/env bash
# Times `ccc log` (issue #15) on a generated console log of N constraint descriptions
# (default 200) holding exactly one conflict of 3, and checks that the answer is those 3.
# Prints the wall time of each run (release build, the whole process) and the median.
#
#   Scripts/log-benchmark.sh            # 200 constraints, 11 runs
#   N=2000 RUNS=5 Scripts/log-benchmark.sh
set -euo pipefail
cd "$(dirname "$0")/.."

N=${N:-200}
RUNS=${RUNS:-11}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release --product ccc >&2
ccc="$(swift build -c release --show-bin-path)/ccc"

# A row of views, each 40 wide and 8 after the previous one, all 44 high and 12 from the
# top, and, in the middle, the conflict: a button half as wide as the cell (320) and 200 wide.
awk -v n="$N" 'BEGIN {
    print "2026-11-30 12:00:00.000000+0000 Bench[1:1] [LayoutConstraints] Unable to simultaneously satisfy constraints."
    print "(" 
    count = 0; v = 1
    while (count < n - 3) {
        a = sprintf("0x7f00%08x", v); p = sprintf("0x7f00%08x", v - 1)
        if (count % 4 == 0) d = sprintf("UIView:%s.width == 40", a)
        else if (count % 4 == 1) d = sprintf("UIView:%s.leading == UIView:%s.trailing + 8", a, p)
        else if (count % 4 == 2) d = sprintf("UIView:%s.height == 44", a)
        else { d = sprintf("UIView:%s.top == UIView:0x7e0000000000.top + 12", a); v++ }
        printf "    \"<NSLayoutConstraint:0x6000%08x %s   (active)>\",\n", count, d
        count++
        if (count == int(n / 2)) {
            print "    \"<NSLayoutConstraint:0x6001000000a0 UIButton:0x7f1000000001'"'"'Save'"'"'.width == 0.5*UITableViewCellContentView:0x7f1000000002.width   (active)>\","
            print "    \"<NSLayoutConstraint:0x6001000000a1 UIButton:0x7f1000000001'"'"'Save'"'"'.width == 200   (active)>\","
            print "    \"<NSLayoutConstraint:0x6001000000a2 '"'"'UIView-Encapsulated-Layout-Width'"'"' UITableViewCellContentView:0x7f1000000002.width == 320   (active)>\","
        }
    }
    print ")"
    print ""
    print "Will attempt to recover by breaking constraint "
    print "<NSLayoutConstraint:0x6001000000a1 UIButton:0x7f1000000001'"'"'Save'"'"'.width == 200   (active)>"
}' > "$work/bench.log"

constraints=$(grep -c '"<' "$work/bench.log")
"$ccc" log "$work/bench.log" --format json > "$work/out.json"
conflict=$(tr -d ' \n' < "$work/out.json" | grep -o '"conflicts":\[\[[0-9,]*\]\]' || true)
expected="\"conflicts\":[[$((N / 2)),$((N / 2 + 1)),$((N / 2 + 2))]]"
if [ "$conflict" != "$expected" ]; then
    echo "wrong answer: $conflict (expected $expected)" >&2
    exit 1
fi

times=()
for _ in $(seq "$RUNS"); do
    start=$(date +%s%N)
    "$ccc" log "$work/bench.log" > /dev/null
    end=$(date +%s%N)
    times+=("$(( (end - start) / 1000000 ))")
done
median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
echo "ccc log: $constraints constraints, one conflict of 3 found: $conflict"
echo "wall time per run (ms): ${times[*]}"
echo "median: ${median} ms (goal: under 200 ms)"
