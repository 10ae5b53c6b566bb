import XCTest
@testable import CompactConstraint

/// The syntax tree of visual format strings: shapes and byte ranges of each production.
final class VisualFormatParserTests: XCTestCase {
    func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> VisualFormatSyntax? {
        var diagnostics = Diagnostics()
        let tree = VisualFormatParser.parse(SourceString(text), into: &diagnostics)
        XCTAssertEqual(diagnostics.items.map(\.message), [], text, file: file, line: line)
        return tree
    }

    func testFullString() throws {
        let tree = try XCTUnwrap(parse("V:|-[a(>=50)]-(8@750,<=m)-[b(==a)]|"))
        XCTAssertEqual(tree.orientation, .vertical)
        XCTAssertEqual(tree.orientationRange, 0..<2)
        XCTAssertEqual(tree.leadingSuperview?.range, 2..<3)
        XCTAssertEqual(tree.leadingSuperview?.connection, ConnectionSyntax(.standard, range: 3..<4))
        XCTAssertEqual(tree.views.map(\.name.text), ["a", "b"])
        XCTAssertEqual(tree.views.first?.range, 4..<13)
        XCTAssertEqual(tree.views.first?.predicates, [
            PredicateSyntax(relation: RelationSyntax(.greaterThanOrEqual, 7..<9), object: .number(50, 9..<11),
                            priority: nil, range: 7..<11),
        ])
        XCTAssertEqual(tree.connections.first?.range, 13..<26)
        XCTAssertEqual(tree.connections.first?.kind, .predicates([
            PredicateSyntax(relation: nil, object: .number(8, 15..<16), priority: .number(750, 17..<20), range: 15..<20),
            PredicateSyntax(relation: RelationSyntax(.lessThanOrEqual, 21..<23), object: .name(NameSyntax("m", 23..<24)),
                            priority: nil, range: 21..<24),
        ], parenthesised: true))
        XCTAssertEqual(tree.views.last?.predicates.first?.object, .name(NameSyntax("a", 31..<32)))
        XCTAssertEqual(tree.trailingSuperview?.connection.kind, .flush)
        XCTAssertEqual(tree.trailingSuperview?.range, 34..<35)
        XCTAssertEqual(tree.range, 0..<35)
    }

    func testNoOrientationIsHorizontal() {
        let tree = parse("[a]")
        XCTAssertEqual(tree?.orientation, .horizontal)
        XCTAssertNil(tree?.orientationRange)
        XCTAssertNil(tree?.leadingSuperview)
        XCTAssertNil(tree?.trailingSuperview)
    }

    func testUnparenthesisedPredicates() {
        for (text, relation, priority) in [
            ("H:[a]-8@750-[b]", RelationKind.equal, 750.0), ("H:[a]->=8-[b]", .greaterThanOrEqual, nil),
            ("H:[a]-<=8@1-[b]", .lessThanOrEqual, 1),
        ] {
            guard case .predicates(let list, let parenthesised)? = parse(text)?.connections.first?.kind else {
                XCTFail(text)
                continue
            }
            XCTAssertFalse(parenthesised)
            XCTAssertEqual(list.first?.relationKind, relation, text)
            if case .number(let value, _)? = list.first?.priority { XCTAssertEqual(value, priority) } else {
                XCTAssertNil(priority, text)
            }
        }
    }

    func testNumbers() {
        XCTAssertEqual(parse("[a(.5)]")?.views.first?.predicates.first?.object, .number(0.5, 3..<5))
        XCTAssertEqual(parse("[a(15.0)]")?.views.first?.predicates.first?.object, .number(15, 3..<7))
        XCTAssertEqual(parse("[a(1e2)]")?.views.first?.predicates.first?.object, .number(100, 3..<6))
        XCTAssertEqual(parse("[a(-4)]")?.views.first?.predicates.first?.object, .number(-4, 3..<5))
    }

    func testBlanksAndUnderscores() {
        let tree = parse("V:|-[_textField(44)]-|")
        XCTAssertEqual(tree?.views.first?.name, NameSyntax("_textField", 5..<15))
        XCTAssertEqual(tree?.trailingSuperview?.range, 21..<22)
    }

    func testFlushConnectionRangeSitsBetweenTheNeighbours() {
        XCTAssertEqual(parse("[a][b]")?.connections.first?.range, 3..<3)
    }

    /// Random strings over the language's alphabet (a fixed-seed generator): every one
    /// either parses or gives exactly one error with a range inside the string, and
    /// compiling never crashes.
    func testRandomStringsNeverCrash() {
        let alphabet = Array("HV:|-[]()ab,m@=<>0123456789.*e é\t")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        for _ in 0..<3000 {
            let length = next() % 24
            let text = String((0..<length).map { _ in alphabet[next() % alphabet.count] })
            let source = SourceString(text)
            var diagnostics = Diagnostics()
            let tree = VisualFormatParser.parse(source, into: &diagnostics)
            if tree == nil {
                XCTAssertEqual(diagnostics.items.count, 1, text)
                if let range = diagnostics.items.first?.range {
                    XCTAssertLessThanOrEqual(range.upperBound, source.bytes.count, text)
                }
            }
            _ = solveLayout(vflLayout(text.replacingOccurrences(of: "\\", with: "")))
        }
    }
}
