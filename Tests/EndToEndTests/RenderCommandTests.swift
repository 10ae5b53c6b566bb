import CompactConstraint
import Foundation
import XCTest
import CCCTestSupport

/// `ccc render`: states animated and side by side, conflicts and ambiguity drawn, `-o`
/// never writing an input, large layouts.
final class RenderCommandTests: XCTestCase {
    func testSlidingPanelsAnimateBetweenTheirStates() throws {
        let result = try CommandRunner.run(["render", "Examples/sliding-panels.json", "--state", "shown", "--state", "hidden"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let svg = result.stdout
        // shown: yellow (20, 20, 163.5, 627), blue (191.5, 20, 163.5, 627);
        // hidden: yellow (20, 20, 335, 627), blue (730, 20, 335, 627) — from `ccc solve --state`.
        // Each holds 2 s and moves in 0.5 s: keyTimes 0, 2/5, 2.5/5, 4.5/5, 1 of a 5 s loop.
        XCTAssertTrue(svg.contains(
            "<rect x=\"20\" y=\"20\" width=\"163.5\" height=\"627\" fill=\"\(RenderStyle.fill(depth: 1))\" stroke=\"#4a6785\" stroke-width=\"0.5\"><animate attributeName=\"width\" values=\"163.5;163.5;335;335;163.5\" keyTimes=\"0;0.4;0.5;0.9;1\" dur=\"5s\" repeatCount=\"indefinite\"/></rect>"),
            svg)
        XCTAssertTrue(svg.contains(
            "<animate attributeName=\"x\" values=\"191.5;191.5;730;730;191.5\" keyTimes=\"0;0.4;0.5;0.9;1\" dur=\"5s\" repeatCount=\"indefinite\"/>"))
        XCTAssertTrue(svg.contains(">state: shown</text>"))
        XCTAssertTrue(svg.contains(">state: hidden</text>"))
        // Nothing animates what does not move (y, height).
        XCTAssertFalse(svg.contains("attributeName=\"y\""))
        XCTAssertFalse(svg.contains("attributeName=\"height\""))
        let again = try CommandRunner.run(["render", "Examples/sliding-panels.json", "--state", "shown", "--state", "hidden"])
        XCTAssertEqual(again.stdout, svg)
        try drawnByRSVG(svg)
    }

    /// `-o -` is standard output, as `--write-baseline -` is: no file named `-` is made.
    func testDashOutputIsStandardOutput() throws {
        let space = try Workspace()
        let plain = try CommandRunner.run(["render", "Examples/sliding-panels.json"])
        let layout = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent("Examples/sliding-panels.json"), encoding: .utf8)
        try space.write("panels.json", layout)
        let dashed = try space.run(["render", "panels.json", "-o", "-"])
        XCTAssertEqual(dashed.status, 0, dashed.stderr)
        XCTAssertEqual(dashed.stdout, plain.stdout.replacingOccurrences(of: "Examples/sliding-panels.json", with: "panels.json"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: space.root.appendingPathComponent("-").path))
    }

    /// A layout without size or views draws an empty picture, and says so.
    func testAnEmptyPictureIsAWarning() throws {
        let result = try CommandRunner.run(["render", "-"], stdin: Data("{}".utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 0 0\""), result.stdout)
        XCTAssertEqual(result.stderr, "ccc: warning: the root of '<stdin>' solves to no size and no view gives the picture one; it is empty, 0×0\n")
    }

    func testSlidingPanelsSideBySide() throws {
        let result = try CommandRunner.run([
            "render", "Examples/sliding-panels.json", "--state", "shown", "--state", "hidden", "--side-by-side",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        // Two 375×667 panels 24 apart, 20 below for the names: 774×687.
        XCTAssertTrue(result.stdout.contains("viewBox=\"0 0 774 687\""))
        XCTAssertTrue(result.stdout.contains("<g class=\"state\" transform=\"translate(399 0)\">"))
        XCTAssertTrue(result.stdout.contains("<rect x=\"730\" y=\"20\" width=\"335\" height=\"627\""))
        XCTAssertFalse(result.stdout.contains("<animate"))
        let png = try drawnByRSVG(result.stdout)
        if let png {
            // blue in `hidden` is at x 730…1065 of its panel, beyond the root: clipped by nothing,
            // but the second panel's yellow (399 + 20 … 399 + 355) is drawn at its centre.
            let colours = try ExternalTool.pixels(png, [(399 + 187, 333), (101, 333), (12, 5)])
            XCTAssertEqual(colours, [RenderStyle.fill(depth: 1), RenderStyle.fill(depth: 1), RenderStyle.rootFill])
        }
    }

    func testAConflictIsOutlinedAndExitsOne() throws {
        let result = try CommandRunner.run(["render", "Tests/Fixtures/render/conflict.json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains(
            "Tests/Fixtures/render/conflict.json:12:6: error: unable to satisfy 'too wide' (button.width == 120) together with 1 other required constraint [unsatisfiable-constraint]"))
        // The button (both widths are its own) is outlined; the label is not in the set.
        XCTAssertTrue(result.stdout.contains(
            "<rect class=\"conflict\" x=\"10\" y=\"10\" width=\"100\" height=\"40\" fill=\"none\" stroke=\"\(RenderStyle.conflict)\" stroke-width=\"2\"></rect>"))
        XCTAssertEqual(result.stdout.components(separatedBy: "class=\"conflict\"").count, 2)
        if let png = try drawnByRSVG(result.stdout) {
            // The outline is 2 points wide on the edge x = 10: the pixel column 10 is red; the centre keeps its fill.
            XCTAssertEqual(try ExternalTool.pixels(png, [(10, 30), (60, 35)]), [RenderStyle.conflict, RenderStyle.fill(depth: 1)])
        }
    }

    func testAnAmbiguousViewIsHatched() throws {
        let result = try CommandRunner.run(["render", "Tests/Fixtures/render/ambiguous.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("<title>label (16, 30, 100, 40) ambiguous: horizontal position</title>"))
        XCTAssertTrue(result.stdout.contains(
            "<rect class=\"ambiguous\" x=\"16\" y=\"30\" width=\"100\" height=\"40\" fill=\"url(#ccc-hatch)\"></rect>"))
        if let png = try drawnByRSVG(result.stdout) {
            // Along a row of the view, both the fill and the orange hatching (smoothed into
            // the fill at its edges: red well above blue, where the fill is bluish) show.
            let colours = Set(try ExternalTool.pixels(png, (20..<110).map { ($0, 55) }))
            XCTAssertTrue(colours.contains(RenderStyle.fill(depth: 1)), "\(colours)")
            let orange = colours.filter { colour in
                let value = Int(colour.dropFirst(), radix: 16) ?? 0
                return (value >> 16) - (value & 0xFF) > 60
            }
            XCTAssertFalse(orange.isEmpty, "\(colours)")
        }
    }

    func testConstraintsOverlay() throws {
        let result = try CommandRunner.run(["render", "Examples/docked-button.json", "--constraints"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // The I-beam of `button.right = super.right - 5`: from the button's right edge (295) to
        // the root's (300), across the button's middle (y 60), labelled 5 — one line (9) above
        // its place (58), which the height bar's label "100" (291 … 305.4, 56 … 64) takes.
        XCTAssertTrue(result.stdout.contains(
            "<g class=\"constraint\" data-constraint=\"6\" data-views=\"0 1\"><title>button.right == super.right - 5 — Examples/docked-button.json:7:6</title><line x1=\"295\" y1=\"60\" x2=\"300\" y2=\"60\"/><line x1=\"295\" y1=\"57\" x2=\"295\" y2=\"63\"/><line x1=\"300\" y1=\"57\" x2=\"300\" y2=\"63\"/><text x=\"297.5\" y=\"49\" font-size=\"8\" text-anchor=\"middle\" fill=\"#c2185b\" stroke=\"none\">5</text></g>"),
            result.stdout)
        // An optional constraint is dashed; centring marks for centred views.
        let nine = try CommandRunner.run(["render", "Examples/compact-readme.json", "--constraints"])
        XCTAssertTrue(nine.stdout.contains("stroke-dasharray=\"3 2\""))
        let places = try CommandRunner.run(["render", "Examples/nine-places.json", "--constraints"])
        XCTAssertTrue(places.stdout.contains("centerX"), "a centring constraint is drawn")
    }

    func testOutputNeverOverwritesAnInput() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let layout = directory.appendingPathComponent("layout.json")
        let metrics = directory.appendingPathComponent("metrics.json")
        let original = try Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Examples/docked-button.json"))
        try original.write(to: layout)
        try Data("{\"gap\": 4}".utf8).write(to: metrics)
        for output in [layout.path, directory.path + "/./layout.json", metrics.path] {
            let result = try CommandRunner.run(["render", layout.path, "--metrics", metrics.path, "-o", output])
            XCTAssertEqual(result.status, 2, output)
            // Spelt otherwise than it was read, the input is named.
            let what = output.contains("/./") ? "'\(layout.path)', a file" : "a file"
            XCTAssertEqual(result.stderr, "ccc: -o '\(output)' is \(what) ccc reads; ccc never writes an input\n")
        }
        XCTAssertEqual(try Data(contentsOf: layout), original)
        XCTAssertEqual(try Data(contentsOf: metrics), Data("{\"gap\": 4}".utf8))
        let picture = directory.appendingPathComponent("layout.svg")
        let written = try CommandRunner.run(["render", layout.path, "-o", picture.path])
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertEqual(written.stdout, "")
        XCTAssertTrue(String(decoding: try Data(contentsOf: picture), as: UTF8.self).hasPrefix("<svg "))
    }

    func testUsageErrors() throws {
        let sideBySide = try CommandRunner.run(["render", "Examples/docked-button.json", "--side-by-side"])
        XCTAssertEqual(sideBySide.status, 2)
        XCTAssertEqual(sideBySide.stderr, "ccc: --side-by-side needs two or more --state\n")
        let state = try CommandRunner.run(["render", "Examples/sliding-panels.json", "--state", "gone"])
        XCTAssertEqual(state.status, 2)
        XCTAssertTrue(state.stderr.hasPrefix("ccc: unknown state 'gone'"), state.stderr)
        let format = try CommandRunner.run(["render", "Examples/docked-button.json", "--format", "png"])
        XCTAssertEqual(format.stderr, "ccc: unknown format 'png'; use one of: svg, html\n")
    }

    /// 10,100 views (101 rows of 100): every one drawn.
    func testTenThousandViewsRender() throws {
        var views: [String] = []
        var constraints: [String] = []
        for row in 0..<101 {
            for column in 0..<100 {
                let name = "v\(row)_\(column)"
                views.append("\"\(name)\": {\"size\": [8, 8]}")
                constraints.append("\"\(name).left = super.left + \(column * 10)\"")
                constraints.append("\"\(name).top = super.top + \(row * 10)\"")
            }
        }
        let text = "{\"size\": {\"width\": 1000, \"height\": 1010}, \"views\": {\(views.joined(separator: ","))},"
            + " \"constraints\": [\(constraints.joined(separator: ","))]}"
        let file = try CommandRunner.temporaryDirectory().appendingPathComponent("many.json")
        try Data(text.utf8).write(to: file)
        let result = try CommandRunner.run(["render", file.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.components(separatedBy: "<g class=\"view\"").count - 1, 10_101)
        XCTAssertTrue(result.stdout.contains("<title>v100_99 (990, 1000, 8, 8)</title>"))
    }

    /// rsvg-convert draws the SVG without complaint; returns the PNG's path (nil when skipped locally).
    @discardableResult
    func drawnByRSVG(_ svg: String) throws -> String? {
        guard ExternalTool.find(["rsvg-convert"]) != nil
            || ProcessInfo.processInfo.environment["CCC_REQUIRE_RENDERERS"] == "1"
        else { return nil }
        let rsvg = try ExternalTool.require(["rsvg-convert"], package: "librsvg2-bin")
        let directory = try CommandRunner.temporaryDirectory()
        let input = directory.appendingPathComponent("picture.svg")
        let output = directory.appendingPathComponent("picture.png")
        try Data(svg.utf8).write(to: input)
        try ExternalTool.run(rsvg, ["-f", "png", "-o", output.path, input.path])
        return output.path
    }
}

/// The pictures in docs/images are what `Scripts/readme-picture.sh` writes today.
final class CheckedInPictureTests: XCTestCase {
    func testCheckedInPicturesAreCurrent() throws {
        let cases: [(String, [String])] = [
            ("settings-stacks.svg", ["Examples/settings-stacks.json"]),
            ("sign-in-form-constraints.svg", ["Examples/sign-in-form.json", "--constraints"]),
            ("sliding-panels.svg", ["Examples/sliding-panels.json", "--state", "shown", "--state", "hidden"]),
        ]
        for (picture, arguments) in cases {
            let result = try CommandRunner.run(["render"] + arguments)
            XCTAssertEqual(result.status, 0, result.stderr)
            let path = CommandRunner.packageRoot.appendingPathComponent("docs/images/\(picture)")
            let checkedIn = String(decoding: try Data(contentsOf: path), as: UTF8.self)
            XCTAssertEqual(checkedIn, result.stdout, "docs/images/\(picture) is stale: run Scripts/readme-picture.sh")
        }
    }
}
