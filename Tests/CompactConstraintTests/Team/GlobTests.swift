import XCTest

@testable import CompactConstraint

final class GlobTests: XCTestCase {
    func testStarStaysInOneFolder() {
        XCTAssertTrue(Glob("*.json").matches("a.json"))
        XCTAssertFalse(Glob("*.json").matches("Layouts/a.json"))
        XCTAssertTrue(Glob("Layouts/*.json").matches("Layouts/a.json"))
        XCTAssertFalse(Glob("Layouts/*.json").matches("Layouts/x/a.json"))
        XCTAssertTrue(Glob("Lay*s/*").matches("Layouts/a.json"))
        XCTAssertFalse(Glob("*.json").matches("a.jsonx"))
    }

    func testQuestionMarkIsOneCharacter() {
        XCTAssertTrue(Glob("a?.json").matches("ab.json"))
        XCTAssertFalse(Glob("a?.json").matches("a.json"))
        XCTAssertFalse(Glob("a?b").matches("a/b"))
        XCTAssertTrue(Glob("?é").matches("xé"))
    }

    func testDoubleStarIsAnyNumberOfFolders() {
        XCTAssertTrue(Glob("**/*.json").matches("a.json"))
        XCTAssertTrue(Glob("**/*.json").matches("x/y/z/a.json"))
        XCTAssertTrue(Glob("Layouts/**").matches("Layouts/x/a.json"))
        XCTAssertTrue(Glob("**/Generated/**").matches("App/Generated/a.json"))
        XCTAssertTrue(Glob("**/Generated/**").matches("Generated/a.json"))
        XCTAssertFalse(Glob("**/Generated/**").matches("App/Generatedx/a.json"))
        XCTAssertTrue(Glob("a/**/b/*.json").matches("a/b/c.json"))
        XCTAssertTrue(Glob("a/**/b/*.json").matches("a/x/y/b/c.json"))
    }

    func testAFolderPatternMatchesWhatIsInside() {
        XCTAssertTrue(Glob("Generated").matches("Generated/a.json"))
        XCTAssertTrue(Glob("./Layouts/").matches("Layouts/a.json"))
        XCTAssertFalse(Glob("Generated").matches("Other/Generated.json"))
        XCTAssertFalse(Glob("").matches("a.json"))
    }

    func testNoBlowUpOnManyStars() {
        let name = String(repeating: "a", count: 2_000)
        XCTAssertFalse(Glob(String(repeating: "*a", count: 50) + "b").matches(name))
        XCTAssertFalse(Glob(Array(repeating: "**", count: 40).joined(separator: "/") + "/b").matches(
            Array(repeating: "a", count: 200).joined(separator: "/")))
    }
}
