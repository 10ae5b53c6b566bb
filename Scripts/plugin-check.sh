#!/usr/bin/env bash
# Checks the command plugin as an app would use it: a sample package in a temporary folder
# depends on this checkout by path (no network), and `swift package ccc-lint` lints its
# layout file; a layout with an error must make the command fail.
# Usage: Scripts/plugin-check.sh   (builds ccc in the sample's own .build: a few minutes)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
sample="$(mktemp -d)/SampleApp"
mkdir -p "$sample/Sources/SampleApp/Layouts"
cat > "$sample/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SampleApp",
    dependencies: [.package(name: "ccc", path: "$root")],
    targets: [.target(name: "SampleApp", exclude: ["Layouts"])]
)
SWIFT
echo 'public let sample = 1' > "$sample/Sources/SampleApp/SampleApp.swift"
cat > "$sample/Sources/SampleApp/Layouts/card.json" <<'JSON'
{
  "size": {"width": 300, "height": 300},
  "views": {"button": {"size": [100, 100]}},
  "constraints": ["button.right = super.right - 5", "button.top = super.top + 10"]
}
JSON
cd "$sample"
echo "== clean layout: expect success"
swift package --disable-sandbox ccc-lint
echo "== layout with an unknown view: expect failure"
sed -i.bak 's/button.top = super.top + 10/buton.top = super.top + 10/' Sources/SampleApp/Layouts/card.json
rm -f Sources/SampleApp/Layouts/card.json.bak
if swift package --disable-sandbox ccc-lint; then
    echo "plugin-check: the plugin should have failed on an unknown view" >&2
    exit 1
fi
echo "== --format github: 'github' is the option's value, not a file"
if swift package --disable-sandbox ccc-lint --format github > github.out 2>&1; then
    echo "plugin-check: the plugin should have failed" >&2
    exit 1
fi
grep -q '^::error file=Sources/SampleApp/Layouts/card.json,.*title=unknown-view' github.out || {
    echo "plugin-check: --format github did not give annotations:" >&2; cat github.out >&2; exit 1; }
if grep -q "cannot read 'github'" github.out; then echo "plugin-check: github read as a file" >&2; exit 1; fi
echo "== a Swift source with an unknown view: expect failure naming it"
sed -i.bak 's/buton.top/button.top/' Sources/SampleApp/Layouts/card.json
rm -f Sources/SampleApp/Layouts/card.json.bak
cat > Sources/SampleApp/Card.swift <<'SWIFT'
#if canImport(UIKit)
import UIKit
func layout(_ view: UIView, _ title: UIView) {
    view.addCompactConstraint("title.left = titel.right", metrics: nil, views: ["title": title])
}
#endif
SWIFT
if swift package --disable-sandbox ccc-lint > source.out 2>&1; then
    echo "plugin-check: the plugin should have failed on the Swift file" >&2
    exit 1
fi
grep -q "Sources/SampleApp/Card.swift:4:.*unknown-view" source.out || {
    echo "plugin-check: the Swift file was not linted:" >&2; cat source.out >&2; exit 1; }
echo "plugin-check: ok"
