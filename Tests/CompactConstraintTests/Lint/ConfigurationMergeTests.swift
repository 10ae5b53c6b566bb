import XCTest
@testable import CompactConstraint

/// `ccc lint`'s merge of its configurations (states × root sizes): where a finding occurs is
/// said with no state or size repeated without need.
final class ConfigurationMergeTests: XCTestCase {
    let states: [String?] = ["with the base metrics", "in state 'wide'", "in state 'narrow'"]
    let sizes: [String?] = ["320×480", "375×667", "1024×768"]
    let finding = Diagnostic(.error, .unsatisfiableConstraint, "m", at: SourceRange(3, 4))

    /// The message of `finding` when the configurations `(state, size)` report it.
    func message(at configurations: [(Int, Int)], states: [String?]? = nil, sizes: [String?]? = nil) -> String? {
        let states = states ?? self.states, sizes = sizes ?? self.sizes
        var merge = ConfigurationMerge(states: states, sizes: sizes)
        for size in sizes.indices {
            for state in states.indices {
                merge.add(configurations.contains { $0 == (state, size) } ? [finding, finding] : [], state: state, size: size)
            }
        }
        let merged = merge.merged()
        XCTAssertEqual(merged.count, configurations.isEmpty ? 0 : 1)
        return merged.first?.message
    }

    func testEveryConfigurationKeepsTheMessage() {
        XCTAssertEqual(message(at: (0..<3).flatMap { state in (0..<3).map { (state, $0) } }), "m")
    }

    func testAStateAtEverySizeIsNamedAlone() {
        XCTAssertEqual(message(at: [(0, 0), (0, 1), (0, 2)]), "with the base metrics: m")
        XCTAssertEqual(message(at: [(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)]), "in state 'wide'; in state 'narrow': m")
    }

    func testASizeOfEveryStateIsNamedAlone() {
        XCTAssertEqual(message(at: [(0, 1), (1, 1), (2, 1)]), "at size 375×667: m")
        XCTAssertEqual(message(at: [(0, 0), (1, 0), (2, 0), (0, 2), (1, 2), (2, 2)]), "at sizes 320×480 and 1024×768: m")
    }

    func testTheRestIsGroupedByState() {
        XCTAssertEqual(message(at: [(1, 0), (1, 2)]), "in state 'wide' at sizes 320×480 and 1024×768: m")
        XCTAssertEqual(
            message(at: [(0, 1), (1, 1), (2, 1), (2, 0)]), "at size 375×667; in state 'narrow' at size 320×480: m")
        XCTAssertEqual(
            message(at: [(0, 1), (1, 1), (2, 1), (2, 0), (2, 2)]), "at size 375×667; in state 'narrow': m")
    }

    /// One state (the base when no state is listed, or one `--state`): only the sizes.
    func testOneStateNamesTheSizes() {
        XCTAssertEqual(message(at: [(0, 0), (0, 2)], states: [nil]), "at sizes 320×480 and 1024×768: m")
        XCTAssertEqual(message(at: [(0, 1)], states: ["in state 'wide'"]), "in state 'wide' at size 375×667: m")
    }

    /// One size: each state on its own, without the size (every configuration has it).
    func testOneSizeNamesOnlyTheStates() {
        XCTAssertEqual(message(at: [(0, 0), (1, 0)], sizes: ["320×480"]), "with the base metrics; in state 'wide': m")
        XCTAssertEqual(message(at: [(0, 0), (2, 0)], sizes: [nil]), "with the base metrics; in state 'narrow': m")
    }

    /// Past 20 sizes in a group, the rest are counted.
    func testLongSizeListsAreCounted() {
        let many: [String?] = (1...25).map { "\($0)×100" }
        let text = message(at: (0..<24).map { (0, $0) }, states: [nil], sizes: many)
        XCTAssertEqual(
            text, "at sizes " + (1...20).map { "\($0)×100" }.joined(separator: ", ") + " and 4 more sizes: m")
    }

    /// Diagnostics that differ only in their notes are one finding; a note of only some of
    /// its configurations is labelled with them, in the order of the notes' places (issue #18).
    func testNotesThatDifferAreLabelled() {
        var merge = ConfigurationMerge(states: [nil], sizes: sizes)
        let common = DiagnosticNote("broken to recover")
        for (size, name) in ["320", "375", "1024"].enumerated() {
            var diagnostic = finding
            diagnostic.notes = [DiagnosticNote("root size \(name)"), common]
            merge.add([diagnostic], state: 0, size: size)
        }
        let merged = merge.merged()
        XCTAssertEqual(merged.map(\.message), ["m"])
        XCTAssertEqual(merged.first?.notes.map(\.message), [
            "at size 320×480: root size 320", "at size 375×667: root size 375", "at size 1024×768: root size 1024",
            "broken to recover",
        ])
    }

    /// Two diagnostics of one configuration that differ only in their notes stay two.
    func testTwoOfOneConfigurationStayTwo() {
        var merge = ConfigurationMerge(states: [nil], sizes: ["320×480", "375×667"])
        var first = finding, second = finding
        first.notes = [DiagnosticNote("one")]
        second.notes = [DiagnosticNote("two")]
        merge.add([first, second, first], state: 0, size: 0)
        merge.add([first, second], state: 0, size: 1)
        XCTAssertEqual(merge.merged().map { $0.notes.map(\.message) }, [["one"], ["two"]])
    }
}
