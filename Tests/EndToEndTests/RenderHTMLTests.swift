import CompactConstraint
import Foundation
import XCTest
import CCCTestSupport

/// `ccc render --format html`, opened in headless Chromium (driven over the DevTools
/// pipe by Tests/Fixtures/render/chromium_check.py): the picture, the frames table, and
/// what hovering and focusing a view highlight and list.
final class RenderHTMLTests: XCTestCase {
    struct ViewState: Decodable {
        var highlighted: [Int]
        var selected: [Int]
        var heading: String
        var listed: [String]
        var active: String?
    }

    struct PageReport: Decodable {
        var title: String
        var table: [[String]]
        var index: Int
        var centreColour: String
        var before: ViewState
        var hover: ViewState
        var afterLeaving: ViewState
        var focus: ViewState
        var escape: ViewState
    }

    func open(_ example: String, view: String) throws -> (PageReport, String) {
        let chromium = try ExternalTool.require(["chromium", "chromium-browser", "google-chrome"], package: "chromium")
        let python = try ExternalTool.require(["python3"], package: "python3")
        let page = try CommandRunner.temporaryDirectory().appendingPathComponent("page.html")
        let result = try CommandRunner.run(["render", example, "--format", "html", "-o", page.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        let again = try CommandRunner.run(["render", example, "--format", "html"])
        XCTAssertEqual(String(decoding: try Data(contentsOf: page), as: UTF8.self), again.stdout, "not byte-identical")
        let script = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/render/chromium_check.py").path
        let json = try ExternalTool.run(python, [script, chromium, page.path, view])
        return (try JSONDecoder().decode(PageReport.self, from: Data(json.utf8)), again.stdout)
    }

    func testDockedButtonPage() throws {
        let (report, html) = try open("Examples/docked-button.json", view: "button")
        XCTAssertEqual(report.title, "ccc render: Examples/docked-button.json")
        XCTAssertEqual(report.table, [["button", "195", "10", "100", "100", "-", ""]])
        // The picture: the button's fill at its centre (a subview of the root: depth 1).
        XCTAssertEqual(report.centreColour, RenderStyle.fill(depth: 1))
        XCTAssertEqual(report.before.highlighted, [])
        let listed = [
            "button.width == 100 Examples/docked-button.json:4:6  size 'button size'",
            "button.height == 100 Examples/docked-button.json:4:6  size 'button size'",
            "button.right == super.right - 5 Examples/docked-button.json:7:6",
            "button.top == super.top + 10 Examples/docked-button.json:8:6",
        ]
        // Hovering: the four constraints of the button highlighted in the picture and listed.
        XCTAssertEqual(report.hover.selected, [report.index])
        XCTAssertEqual(report.hover.highlighted, [4, 5, 6, 7])
        XCTAssertEqual(report.hover.heading, "button: 4 constraints")
        XCTAssertEqual(report.hover.listed, listed)
        XCTAssertEqual(report.afterLeaving.highlighted, [])
        // The keyboard alone reaches the view; focusing it selects it too.
        XCTAssertEqual(report.focus.active, String(report.index))
        XCTAssertEqual(report.focus.highlighted, [4, 5, 6, 7])
        XCTAssertEqual(report.focus.listed, listed)
        XCTAssertEqual(report.escape.highlighted, [])
        // Self-contained: nothing is fetched.
        for outside in ["http://", "https://", "src=", "href=", "@import", "url(http"] {
            XCTAssertFalse(html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains(outside), outside)
        }
    }

    func testSignInFormPage() throws {
        let (report, _) = try open("Examples/sign-in-form.json", view: "emailField")
        let solved = try CommandRunner.run(["solve", "Examples/sign-in-form.json", "--format", "tsv"]).stdout
        // The table has every view of `ccc solve`, in file order, with the same frame (the TSV's
        // first row, `self`, is the root's size, not a row of the table).
        let rows = solved.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        XCTAssertEqual(rows.first, ["self", "0", "0", "375", "812"])
        let expected = Array(rows.dropFirst())
        XCTAssertEqual(report.table.map { Array($0.prefix(5)) }, expected)
        XCTAssertEqual(report.centreColour, RenderStyle.fill(depth: 1))
        XCTAssertFalse(report.hover.highlighted.isEmpty)
        XCTAssertEqual(report.hover.selected, [report.index])
        XCTAssertTrue(report.hover.heading.hasPrefix("emailField: "))
        XCTAssertTrue(report.hover.listed.contains {
            $0.hasPrefix("emailField.leading == emailLabel.trailing + 8 Examples/sign-in-form.json:14:22")
        }, "\(report.hover.listed)")
        for line in report.hover.listed {
            XCTAssertTrue(line.contains("emailField"), line)
            XCTAssertTrue(line.contains("Examples/sign-in-form.json:"), line)
        }
        XCTAssertEqual(report.focus.highlighted, report.hover.highlighted)
    }

    /// The animated SVG of the sliding panels, played by Chromium: `shown` during its first
    /// 2 s, halfway at 2.25 s (blue.x = (191.5 + 730)/2 = 460.75, widths (163.5 + 335)/2 =
    /// 249.25), `hidden` from 2.5 s to 4.5 s, halfway back at 4.75 s, and round again.
    func testSlidingPanelsAnimateInChromium() throws {
        let chromium = try ExternalTool.require(["chromium", "chromium-browser", "google-chrome"], package: "chromium")
        let python = try ExternalTool.require(["python3"], package: "python3")
        let picture = try CommandRunner.temporaryDirectory().appendingPathComponent("panels.svg")
        let result = try CommandRunner.run([
            "render", "Examples/sliding-panels.json", "--state", "shown", "--state", "hidden", "-o", picture.path,
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let script = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/render/chromium_animation.py").path
        let json = try ExternalTool.run(python, [script, chromium, picture.path, "1", "2.25", "3", "4.75", "6"])
        struct Moment: Decodable {
            var states: [String]
            var views: [String: [Double]]
        }
        let moments = try JSONDecoder().decode([String: Moment].self, from: Data(json.utf8))
        func check(_ time: String, _ state: String, blue: [Double], yellow: [Double], line: UInt = #line) {
            guard let moment = moments[time] else { return XCTFail("no moment \(time)", line: line) }
            XCTAssertEqual(moment.states, ["state: \(state)"], time, line: line)
            for (name, expected) in [("blue", blue), ("yellow", yellow)] {
                let actual = moment.views[name] ?? []
                XCTAssertEqual(actual.count, 2, "\(time) \(name)", line: line)
                for (a, e) in zip(actual, expected) { XCTAssertEqual(a, e, accuracy: 0.01, "\(time) \(name)", line: line) }
            }
        }
        check("1", "shown", blue: [191.5, 163.5], yellow: [20, 163.5])
        check("2.25", "shown", blue: [460.75, 249.25], yellow: [20, 249.25])
        check("3", "hidden", blue: [730, 335], yellow: [20, 335])
        check("4.75", "hidden", blue: [460.75, 249.25], yellow: [20, 249.25])
        check("6", "shown", blue: [191.5, 163.5], yellow: [20, 163.5])
    }
}
