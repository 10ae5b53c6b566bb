#!/usr/bin/env bash
# The speed of `ccc lint` on source files (issue #14): writes trees of generated Swift and
# Objective-C files of 300 lines each (half of each language, about one constraint call in
# ten lines, a third of them with a planted error) and times `ccc lint` end to end on each
# tree, with its peak memory. Linear growth means the time per file stays the same from
# one size to the next; flat memory means the peak stays about the same.
#
#   Scripts/source-lint-bench.sh                 # 500 and 2,000 files, release build
#   SIZES="500 1000 2000 4000" Scripts/source-lint-bench.sh
#   CCC=.build/debug/ccc Scripts/source-lint-bench.sh   # a given binary, no build
set -euo pipefail
cd "$(dirname "$0")/.."

SIZES=${SIZES:-"500 2000"}
RUNS=${RUNS:-3}
if [ -z "${CCC:-}" ]; then
  swift build -c release --product ccc >&2
  CCC="$(swift build -c release --show-bin-path)/ccc"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One Swift and one Objective-C file of 300 lines; each tree holds copies of them.
swift_file="$work/template.swift"
objc_file="$work/template.m"
{
  echo "import UIKit"
  echo ""
  echo "final class GeneratedView: UIView {"
  for i in $(seq 1 29); do
    echo "    func layout$i(title: UILabel, field: UITextField, button: UIButton) {"
    echo "        // Lay out row $i: a title, a field and a button."
    echo "        let views = [\"title\": title, \"field\": field, \"button\": button]"
    echo "        let metrics = [\"gap\": 8, \"side\": 20]"
    echo "        NSLayoutConstraint.activate(NSLayoutConstraint.constraints("
    echo "            withVisualFormat: \"H:|-side-[title]-gap-[field(>=120)]-gap-[button]-side-|\","
    echo "            options: [.alignAllCenterY], metrics: metrics, views: views))"
    if [ $((i % 3)) -eq 0 ]; then
      echo "        addCompactConstraint(\"title.width = feild.width * 0.5 + 10 @ 750\", metrics: metrics, views: views)"
    else
      echo "        addCompactConstraint(\"title.width = field.width * 0.5 + 10 @ 750\", metrics: metrics, views: views)"
    fi
    echo "    }"
  done
  for i in $(seq 1 35); do echo "    let unused$i = \"not a constraint \\(1 + 2)\" /* a comment */"; done
  echo "}"
} > "$swift_file"
{
  echo "#import <UIKit/UIKit.h>"
  echo ""
  echo "@implementation GeneratedView"
  for i in $(seq 1 29); do
    echo "- (void)layout$i:(UILabel *)title field:(UITextField *)field button:(UIButton *)button"
    echo "{"
    echo "    NSDictionary *views = NSDictionaryOfVariableBindings(title, field, button);"
    echo "    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@\"H:|-20-[title]-8-\""
    echo "                                                                         @\"[field(>=120)]-8-[button]-20-|\""
    echo "                                                                 options:NSLayoutFormatAlignAllCenterY"
    echo "                                                                 metrics:nil views:views]];"
    if [ $((i % 3)) -eq 0 ]; then
      echo "    [self addCompactConstraint:@\"title.width = feild.width * 0.5 + 10 @ 750\" metrics:nil views:views];"
    else
      echo "    [self addCompactConstraint:@\"title.width = field.width * 0.5 + 10 @ 750\" metrics:nil views:views];"
    fi
    echo "}"
  done
  for i in $(seq 1 35); do echo "// A comment with a string: @\"H:|[nothing]|\" $i"; done
  echo "@end"
} > "$objc_file"
echo "template lines: swift $(wc -l < "$swift_file"), objective-c $(wc -l < "$objc_file")" >&2

printf '| files | lines | wall seconds (median of %s) | CPU seconds | ms a file (wall) | peak memory (MB) |\n|---:|---:|---:|---:|---:|---:|\n' "$RUNS"
for size in $SIZES; do
  tree="$work/tree-$size"
  for i in $(seq 1 "$size"); do
    folder="$tree/Module$((i % 20))"
    mkdir -p "$folder"
    if [ $((i % 2)) -eq 0 ]; then cp "$swift_file" "$folder/File$i.swift"; else cp "$objc_file" "$folder/File$i.m"; fi
  done
  lines=$(( size * 300 ))
  times=()
  cpus=()
  peak=0
  for _ in $(seq 1 "$RUNS"); do
    /usr/bin/time -f "%e %M %U %S" -o "$work/time" "$CCC" lint "$tree" --format json > /dev/null || true
    read -r seconds kilobytes user system < <(tail -n 1 "$work/time")
    times+=("$seconds")
    cpus+=("$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }')")
    if [ "$kilobytes" -gt "$peak" ]; then peak=$kilobytes; fi
  done
  median=$(printf '%s\n' "${times[@]}" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
  cpu=$(printf '%s\n' "${cpus[@]}" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
  per_file=$(awk -v s="$median" -v n="$size" 'BEGIN { printf "%.3f", s * 1000 / n }')
  printf '| %s | %s | %s | %s | %s | %s |\n' "$size" "$lines" "$median" "$cpu" "$per_file" "$((peak / 1024))"
  rm -rf "$tree"
done
