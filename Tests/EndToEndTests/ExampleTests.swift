import XCTest
import CCCTestSupport

/// The examples in `Examples/`, run through the built binary, with the frames the issue states.
final class ExampleTests: XCTestCase {
    func solveTSV(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> [String: [Double]] {
        let result = try CommandRunner.run(["solve"] + arguments + ["--format", "tsv"])
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr, "", file: file, line: line)
        return parseTSV(result.stdout)
    }

    func testDockedButton() throws {
        let frames = try solveTSV(["Examples/docked-button.json"])
        XCTAssertEqual(frames["button"], [195, 10, 100, 100])
    }

    func testDockedButtonText() throws {
        let result = try CommandRunner.run(["solve", "Examples/docked-button.json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, """
            view      x   y  width  height
            self      0   0    300     300
            button  195  10    100     100

            """)
    }

    func testDockedButtonJSON() throws {
        let result = try CommandRunner.run(["solve", "Examples/docked-button.json", "--format", "json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, """
            {
              "diagnostics": [],
              "size": {
                "height": 300,
                "width": 300
              },
              "views": {
                "button": {
                  "absoluteFrame": {
                    "height": 100,
                    "width": 100,
                    "x": 195,
                    "y": 10
                  },
                  "ambiguous": false,
                  "frame": {
                    "height": 100,
                    "width": 100,
                    "x": 195,
                    "y": 10
                  },
                  "superview": null
                }
              }
            }

            """)
    }

    func testNinePlaces() throws {
        let frames = try solveTSV(["Examples/nine-places.json"])
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

    func testSlidingPanelsShown() throws {
        let frames = try solveTSV(["Examples/sliding-panels.json", "--state", "shown"])
        XCTAssertEqual(frames["yellow"], [20, 20, 163.5, 627])
        XCTAssertEqual(frames["blue"], [191.5, 20, 163.5, 627])
    }

    func testSlidingPanelsHidden() throws {
        let frames = try solveTSV(["Examples/sliding-panels.json", "--state", "hidden"])
        XCTAssertEqual(frames["yellow"], [20, 20, 335, 627])
        XCTAssertEqual(frames["blue"], [730, 20, 335, 627])
    }

    func testSlidingPanelsMetricOverridesState() throws {
        // --metric wins over the state's overrides (docs/command-line.md).
        let frames = try solveTSV(["Examples/sliding-panels.json", "--state", "shown", "--metric", "spacing=20"])
        XCTAssertEqual(frames["yellow"], [20, 20, 157.5, 627])
        XCTAssertEqual(frames["blue"], [197.5, 20, 157.5, 627])
    }

    func testCompactReadme() throws {
        let frames = try solveTSV(["Examples/compact-readme.json"])
        XCTAssertEqual(frames["button"], [137.5, 40, 100, 36])
        XCTAssertEqual(frames["label"], [105, 91, 165, 20])
        XCTAssertEqual(frames["spinner"], [247.5, 38, 40, 40])
        XCTAssertEqual(frames["preview"], [20, 126, 335, 209.375])
    }

    func testSizeOverride() throws {
        let frames = try solveTSV(["Examples/docked-button.json", "--size", "500x400"])
        XCTAssertEqual(frames["button"], [395, 10, 100, 100])
    }

    func testStandardInput() throws {
        let data = try Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Examples/docked-button.json"))
        let result = try CommandRunner.run(["solve", "-", "--format", "tsv"], stdin: data)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "self\t0\t0\t300\t300\nbutton\t195\t10\t100\t100\n")
    }
}
