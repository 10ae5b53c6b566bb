import Foundation
import XCTest
import CCCTestSupport

/// The layout-by-intent examples (issue #6) through the built binary: docking, stacks,
/// grids, states side by side, and `ccc compile`'s output, golden.
final class IntentExampleTests: XCTestCase {
    func solveTSV(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> [String: [Double]] {
        let result = try CommandRunner.run(["solve"] + arguments + ["--format", "tsv"])
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr, "", file: file, line: line)
        return parseTSV(result.stdout)
    }

    func testCloseButton() throws {
        let frames = try solveTSV(["Examples/close-button.json"])
        XCTAssertEqual(frames["card"], [20, 20, 335, 627])
        XCTAssertEqual(frames["close"], [303, 28, 44, 44])
    }

    func testNinePlacesWithAlign() throws {
        let frames = try solveTSV(["Examples/nine-places-align.json"])
        XCTAssertEqual(frames["leftTop"], [20, 60, 40, 40])
        XCTAssertEqual(frames["leftCenter"], [20, 220, 40, 40])
        XCTAssertEqual(frames["leftBottom"], [20, 380, 40, 40])
        XCTAssertEqual(frames["centerTop"], [140, 60, 40, 40])
        XCTAssertEqual(frames["center"], [140, 220, 40, 40])
        XCTAssertEqual(frames["centerBottom"], [140, 380, 40, 40])
        XCTAssertEqual(frames["rightTop"], [240, 40, 40, 40])
        XCTAssertEqual(frames["rightCenter"], [240, 220, 40, 40])
        XCTAssertEqual(frames["rightBottom"], [240, 400, 40, 40])
    }

    /// A vertical page stack (fill) of a title, two horizontal rows (centre-aligned, the
    /// label with the lowest hugging stretches), a hidden row and two equal buttons.
    func testSettingsStacks() throws {
        let frames = try solveTSV(["Examples/settings-stacks.json"])
        XCTAssertEqual(frames["page"], [16, 60, 343, 174])
        XCTAssertEqual(frames["title"], [16, 60, 343, 34])
        XCTAssertEqual(frames["wifiRow"], [16, 106, 343, 31])
        XCTAssertEqual(frames["wifiIcon"], [16, 107, 29, 29])
        XCTAssertEqual(frames["wifiLabel"], [53, 110.5, 247, 22])
        XCTAssertEqual(frames["wifiSwitch"], [308, 106, 51, 31])
        XCTAssertEqual(frames["bluetoothRow"], [16, 149, 343, 29])
        XCTAssertEqual(frames["bluetoothLabel"], [53, 152.5, 268, 22])
        XCTAssertEqual(frames["bluetoothValue"], [329, 152.5, 30, 22])
        XCTAssertEqual(frames["debugRow"], [16, 60, 343, 0])
        XCTAssertEqual(frames["buttons"], [16, 190, 343, 44])
        XCTAssertEqual(frames["cancel"], [16, 190, 165.5, 44])
        XCTAssertEqual(frames["save"], [193.5, 190, 165.5, 44])
    }

    /// Four star columns of (288 − 24) / 4 = 66, an auto row for the display (80) and five
    /// 56-point rows, 8 apart: the grid is 400 tall, docked 16 from the bottom.
    func testCalculatorGrid() throws {
        let frames = try solveTSV(["Examples/calculator-grid.json"])
        XCTAssertEqual(frames["keypad"], [16, 64, 288, 400])
        XCTAssertEqual(frames["display"], [16, 64, 288, 80])
        XCTAssertEqual(frames["clear"], [16, 152, 214, 56])
        XCTAssertEqual(frames["divide"], [238, 152, 66, 56])
        XCTAssertEqual(frames["eight"], [90, 216, 66, 56])
        XCTAssertEqual(frames["six"], [164, 280, 66, 56])
        XCTAssertEqual(frames["plus"], [238, 344, 66, 56])
        XCTAssertEqual(frames["zero"], [16, 408, 140, 56])
        XCTAssertEqual(frames["point"], [164, 408, 66, 56])
        XCTAssertEqual(frames["equals"], [238, 408, 66, 56])
    }

    func testStatesSideBySide() throws {
        let result = try CommandRunner.run(["solve", "Examples/sliding-panels.json", "--state", "shown", "--state", "hidden"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
                    shown                     hidden
            view        x   y  width  height    x   y  width  height
            self        0   0    375     667    0   0    375     667
            yellow     20  20  163.5     627   20  20    335     627
            blue    191.5  20  163.5     627  730  20    335     627

            """)
    }

    func testStatesTSV() throws {
        let result = try CommandRunner.run([
            "solve", "Examples/sliding-panels.json", "--state", "hidden", "--state", "shown", "--format", "tsv",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            hidden\tself\t0\t0\t375\t667
            hidden\tyellow\t20\t20\t335\t627
            hidden\tblue\t730\t20\t335\t627
            shown\tself\t0\t0\t375\t667
            shown\tyellow\t20\t20\t163.5\t627
            shown\tblue\t191.5\t20\t163.5\t627

            """)
    }

    func testStatesJSON() throws {
        let result = try CommandRunner.run([
            "solve", "Examples/sliding-panels.json", "--state", "shown", "--state", "hidden", "--format", "json",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let states = object?["states"] as? [String: [String: Any]]
        XCTAssertEqual(states?.keys.sorted(), ["hidden", "shown"])
        let blue = (states?["hidden"]?["views"] as? [String: [String: Any]])?["blue"]
        XCTAssertEqual((blue?["frame"] as? [String: Double])?["x"], 730)
        let single = try CommandRunner.run(["solve", "Examples/sliding-panels.json", "--state", "shown", "--format", "json"])
        XCTAssertTrue(result.stdout.contains(single.stdout.dropLast().replacingOccurrences(of: "\n", with: "\n    ")))
    }

    func testStatesErrors() throws {
        let twice = try CommandRunner.run(["solve", "Examples/sliding-panels.json", "--state", "shown", "--state", "shown"])
        XCTAssertEqual(twice.status, 2)
        XCTAssertEqual(twice.stderr, "ccc: --state 'shown' is given twice\n")
        let unknown = try CommandRunner.run(["solve", "Examples/sliding-panels.json", "--state", "shown", "--state", "hiden"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("did you mean 'hidden'?"), unknown.stderr)
    }

    /// An error only some states have names them, as `lint` does: `a.width = w` is 150 and
    /// 200 in 100 points in 'wide' and 'wider', one conflict whose note of each state is
    /// labelled (issue #18: the conflict was repeated, once a state).
    func testAnErrorOfSomeStatesNamesThem() throws {
        let file = try CommandRunner.temporaryFile("""
            {"size": {"width": 100, "height": 100}, "metrics": {"w": 50},
             "views": {"a": {}},
             "constraints": ["a.left = super.left", "a.top = super.top", "a.height = 10", "a.width = w", "a.right = super.right"],
             "states": {"ok": {"w": 100}, "wide": {"w": 150}, "wider": {"w": 200}}}
            """)
        let result = try CommandRunner.run(["solve", file, "--state", "ok", "--state", "wide", "--state", "wider"],
                                           environment: ["NO_COLOR": "1"])
        XCTAssertEqual(result.status, 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map { String($0.split(separator: " ", maxSplits: 1)[1]) }
        XCTAssertEqual(errors, [
            "error: in state 'wide'; in state 'wider': unable to satisfy 'a.right = super.right' (a.right == super.right) "
                + "together with 3 other required constraints [unsatisfiable-constraint]",
        ])
        XCTAssertTrue(result.stderr.contains(":3:80: note: in state 'wide': conflicts with 'a.width = w' (a.width == 150)\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains(":3:80: note: in state 'wider': conflicts with 'a.width = w' (a.width == 200)\n"), result.stderr)
    }

    /// `--implicit` adds UIKit's non-negative sizes of every view, at the view's name.
    func testCompileListsImplicitSizesWhenAsked() throws {
        let result = try CommandRunner.run(["compile", "Examples/close-button.json", "--implicit"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let implicit = result.stdout.split(separator: "\n").filter { $0.hasSuffix(" implicit") }
            .map { $0.split(separator: " ").joined(separator: " ") }
        XCTAssertEqual(implicit, [
            "self.width >= 0 (implicit) implicit", "self.height >= 0 (implicit) implicit",
            "card.width >= 0 Examples/close-button.json:4:6 implicit",
            "card.height >= 0 Examples/close-button.json:4:6 implicit",
            "close.width >= 0 Examples/close-button.json:5:6 implicit",
            "close.height >= 0 Examples/close-button.json:5:6 implicit",
        ])
        let json = try CommandRunner.run(["compile", "Examples/close-button.json", "--implicit", "--format", "json"])
        XCTAssertTrue(json.stdout.contains(#""constraint": "close.height >= 0""#), json.stdout)
        let plain = try CommandRunner.run(["compile", "Examples/close-button.json", "--format", "json"])
        XCTAssertFalse(plain.stdout.contains(">= 0"), plain.stdout)
    }

    func testCompileCloseButton() throws {
        let result = try CommandRunner.run(["compile", "Examples/close-button.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            self.left == 0                    (implicit)                       root
            self.top == 0                     (implicit)                       root
            self.width == 375                 Examples/close-button.json:2:4   root
            self.height == 667                Examples/close-button.json:2:4   root
            card.left == super.left + 20      Examples/close-button.json:4:24  align
            card.right == super.right - 20    Examples/close-button.json:4:24  align
            card.top == super.top + 20        Examples/close-button.json:4:24  align
            card.bottom == super.bottom - 20  Examples/close-button.json:4:24  align
            close.width <= 44 @ 250           Examples/close-button.json:5:6   intrinsicSize
            close.width >= 44 @ 750           Examples/close-button.json:5:6   intrinsicSize
            close.height <= 44 @ 250          Examples/close-button.json:5:6   intrinsicSize
            close.height >= 44 @ 750          Examples/close-button.json:5:6   intrinsicSize
            close.right == super.right - 8    Examples/close-button.json:5:72  align

            """ + "close.top == super.top + 8        Examples/close-button.json:5:72  align\n")
    }

    static let stackAndGrid = """
        {"size": {"width": 200, "height": 100},
         "views": {
          "row": {"stack": {"spacing": 8, "distribution": "equalSpacing", "alignment": "center"}, "align": "fill"},
          "a": {"superview": "row", "size": [40, 20]},
          "b": {"superview": "row", "size": [40, 30]},
          "g": {"grid": {"rows": [20], "columns": ["*", 50]}, "align": "left top", "size": [120, null]},
          "x": {"superview": "g", "cell": [0, 1]}
         }}
        """

    func testCompileStackAndGrid() throws {
        let result = try CommandRunner.run(["compile", "-"], stdin: Data(Self.stackAndGrid.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            self.left == 0                    (implicit)     root
            self.top == 0                     (implicit)     root
            self.width == 200                 <stdin>:1:3    root
            self.height == 100                <stdin>:1:3    root
            row.left == super.left            <stdin>:3:100  align
            row.right == super.right          <stdin>:3:100  align
            row.top == super.top              <stdin>:3:100  align
            row.bottom == super.bottom        <stdin>:3:100  align
            a.width == 40                     <stdin>:4:4    size
            a.height == 20                    <stdin>:4:4    size
            b.width == 40                     <stdin>:5:4    size
            b.height == 30                    <stdin>:5:4    size
            g.width == 120                    <stdin>:6:4    size
            g.left == super.left              <stdin>:6:64   align
            g.top == super.top                <stdin>:6:64   align
            a.leading == row.leading          <stdin>:3:12   stack
            b.trailing == row.trailing        <stdin>:3:12   stack
            b.leading >= a.trailing + 8       <stdin>:3:12   stack
            row:gap1.leading == a.trailing    <stdin>:3:12   stack
            row:gap1.trailing == b.leading    <stdin>:3:12   stack
            row.width == 0 @ 49               <stdin>:3:12   stack
            a.centerY == b.centerY            <stdin>:3:12   stack
            row.top == row:spanner.top        <stdin>:3:12   stack
            row.bottom == row:spanner.bottom  <stdin>:3:12   stack
            row.centerY == a.centerY          <stdin>:3:12   stack
            row:spanner.top <= a.top          <stdin>:3:12   stack
            row:spanner.bottom >= a.bottom    <stdin>:3:12   stack
            row:spanner.top <= b.top          <stdin>:3:12   stack
            row:spanner.bottom >= b.bottom    <stdin>:3:12   stack
            row:spanner.height == 0 @ 51      <stdin>:3:12   stack
            a.height == 0 @ 25                <stdin>:3:12   stack
            b.height == 0 @ 25                <stdin>:3:12   stack
            x.left == g.right - 50            <stdin>:7:28   grid
            x.width == 50                     <stdin>:7:28   grid
            g.height == 20                    <stdin>:6:10   grid
            x.top == g.top                    <stdin>:7:28   grid
            x.height == 20                    <stdin>:7:28   grid

            """)
    }

    func testCompileJSONNamesStackConstraints() throws {
        let result = try CommandRunner.run(["compile", "-", "--format", "json"], stdin: Data(Self.stackAndGrid.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("""
                {
                  "constraint": "row:spanner.height == 0 @ 51",
                  "identifier": "UISV-spanning-fit",
                  "origin": {
                    "column": 12,
                    "file": "<stdin>",
                    "kind": "stack",
                    "line": 3
                  },
                  "priority": 51
                }
            """), result.stdout)
    }
}
