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
echo "plugin-check: ok"
