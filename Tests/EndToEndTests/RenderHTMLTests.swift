import CompactConstraint
import Foundation
import XCTest

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
        // The table has every view of `ccc solve`, in file order, with the same frame.
        let expected = solved.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
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
}
