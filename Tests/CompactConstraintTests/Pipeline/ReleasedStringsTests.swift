import XCTest

@testable import CompactConstraint

/// `ccc solve` and `ccc compile` let each list of parsed strings go as soon as it is lowered
/// (each view's list, each top-level chunk of `ParsedLayout.chunkSize` strings; issue #18):
/// the constraints, diagnostics, frames and metric names are those of a compile that keeps
/// every tree.
final class ReleasedStringsTests: XCTestCase {
    /// A chain of `count` views whose strings fill three top-level chunks and one view's own
    /// list, with an error in that list and two in the top level (in the second and third
    /// chunks), reading `gap`, `pad` and an unknown metric.
    private func chain(_ count: Int) -> String {
        var views = ["\"v0\": {\"constraints\": [\"self.height = pad\", \"self.oops = 1\"]}"]
        var strings = ["\"v0.left = super.left + gap\"", "\"v0.width = 10\"", "\"v0.top = super.top\""]
        for index in 1..<count {
            views.append("\"v\(index)\": {}")
            strings.append("\"v\(index).left = v\(index - 1).right + gap\"")
            strings.append("\"v\(index).width = 10 @ 750\"")
            strings.append("\"v\(index).top == super.top + \(index % 7)\"")
            strings.append("\"v\(index).height = v\(index - 1).height\"")
        }
        strings.insert("\"v5.left = v4.rigth\"", at: 5_000)
        strings.append("\"v1.height = 20 * missing\"")
        return """
            {"size": {"width": \(count * 11 + 100), "height": 100}, "metrics": {"gap": 1, "pad": 12},
             "views": {\(views.joined(separator: ", "))},
             "constraints": [\(strings.joined(separator: ", "))]}
            """
    }

    private func document(_ text: String) throws -> LayoutDocument {
        var diagnostics = Diagnostics()
        let document = Pipeline.read(SourceFile(path: "chain.json", text: text), into: &diagnostics)
        XCTAssertEqual(diagnostics.items, [])
        return try XCTUnwrap(document)
    }

    func testReleasingWhileLoweringGivesTheSameConstraintsAndDiagnostics() throws {
        let document = try document(chain(3_000))
        var kept = ParsedLayout(document)
        var released = ParsedLayout(document)
        XCTAssertEqual(released.topLevelCount, 12_001)
        XCTAssertEqual(released.topLevelChunks.map(\.count), [4_096, 4_096, 3_809])
        var keptDiagnostics = Diagnostics()
        var releasedDiagnostics = Diagnostics()
        let keptLayout = Compiler.compile(&kept, into: &keptDiagnostics)
        let releasedLayout = Compiler.compile(&released, releasingStrings: true, into: &releasedDiagnostics)

        // The root's four, two implicit sizes a view, and every string but the three errors.
        XCTAssertEqual(releasedLayout.constraints.count, 4 + 2 * 3_001 + 1 + 11_999)
        XCTAssertEqual(releasedLayout.constraints, keptLayout.constraints)
        XCTAssertEqual(releasedDiagnostics.items, keptDiagnostics.items)
        XCTAssertEqual(
            releasedDiagnostics.items.map { "\($0.code.rawValue) \($0.message)" },
            [
                "unknown-attribute unknown attribute 'oops'", "unknown-attribute unknown attribute 'rigth'",
                "unknown-metric unknown metric 'missing'",
            ])

        // Every list lowered was let go; the layout keeps what `releaseSyntax()` keeps.
        XCTAssertTrue(released.topLevelChunks.allSatisfy(\.isEmpty))
        XCTAssertTrue(released.viewStrings.allSatisfy(\.isEmpty))
        XCTAssertEqual(kept.topLevelChunks.map(\.count), [4_096, 4_096, 3_809])
        let releasedParsed = try XCTUnwrap(releasedLayout.parsed)
        let keptParsed = try XCTUnwrap(keptLayout.parsed)
        XCTAssertFalse(releasedParsed.keepsSyntax)
        XCTAssertTrue(keptParsed.keepsSyntax)
        XCTAssertEqual(MetricUsage.names(in: releasedParsed), MetricUsage.names(in: keptParsed))
        XCTAssertEqual(MetricUsage.names(in: releasedParsed), ["gap", "pad", "missing"])
        XCTAssertEqual(MetricUsage.read(by: releasedParsed), keptParsed.releasingSyntax().metricReads)
    }

    /// A deferred parse (`ParsedLayout.deferred`: each list parsed just before it is lowered,
    /// names the compiler resolves interned first) lowers what a full parse lowers: the same
    /// constraints, diagnostics in the same order and the same metric names, with names first
    /// met in a string (`ghost`, `wide`), a view key written twice, visual format and a rejected
    /// string (whose words count as metric names) among them.
    func testADeferredParseLowersWhatAFullParseLowers() throws {
        let text = """
            {"size": {"width": 300, "height": 100}, "metrics": {"gap": 1, "pad": 12},
             "views": {"a": {"constraints": ["self.height = pad", "ghost.width = 4"]},
                       "b": {"constraints": ["self.width = wide"]},
                       "a": {"constraints": ["self.width = unusedMetric"]}},
             "constraints": ["a.left = super.left + gap", "H:|-gap-[b(==wide)]", "b.top = a.bottom * 2 + pad @ 500",
                             {"format": "a.top = super.top", "options": ["alignAllTop"]}, "b.left = a.rigth", "b.top ="]}
            """
        var diagnostics = Diagnostics()
        let document = try XCTUnwrap(Pipeline.read(SourceFile(path: "deferred.json", text: text), into: &diagnostics))
        var full = ParsedLayout(document)
        var deferred = ParsedLayout.deferred(document)
        XCTAssertTrue(deferred.viewStrings.allSatisfy(\.isEmpty))
        var fullDiagnostics = diagnostics
        var deferredDiagnostics = diagnostics
        let fullLayout = Compiler.compile(&full, into: &fullDiagnostics)
        let deferredLayout = Compiler.compile(&deferred, into: &deferredDiagnostics)
        XCTAssertEqual(deferredLayout.constraints, fullLayout.constraints)
        XCTAssertEqual(deferredDiagnostics.items, fullDiagnostics.items)
        let codes = Set(deferredDiagnostics.items.map(\.code))
        for code in [DiagnosticCode.unknownView, .unknownMetric, .vflOptionsWithoutFormat, .unknownAttribute] {
            XCTAssertTrue(codes.contains(code), "\(code.rawValue) in \(codes.map(\.rawValue))")
        }
        let deferredParsed = try XCTUnwrap(deferredLayout.parsed)
        XCTAssertFalse(deferredParsed.keepsSyntax)
        XCTAssertEqual(MetricUsage.read(by: deferredParsed), full.releasingSyntax().metricReads)
        XCTAssertEqual(MetricUsage.names(in: deferredParsed), MetricUsage.names(in: try XCTUnwrap(fullLayout.parsed)))
        XCTAssertEqual(
            MetricUsage.names(in: deferredParsed), ["gap", "pad", "wide", "a", "top", "super", "b"])
    }

    func testSolveAndCompileFromTheFileMatchALayoutThatKeepsItsTrees() throws {
        let text = chain(1_500)
        let file = SourceFile(path: "chain.json", text: text)
        let released = Pipeline.solve(file)
        var diagnostics = Diagnostics()
        let kept = Pipeline.solve(
            ParsedLayout(try document(text)), file: file, options: CompileOptions(), keepsSyntax: true,
            diagnostics: &diagnostics)
        XCTAssertEqual(released.diagnostics, kept.diagnostics)
        XCTAssertEqual(released.solution?.views.map(\.absoluteFrame), kept.solution?.views.map(\.absoluteFrame))
        XCTAssertEqual(released.frame("v1499"), [1 + 1_499 * 11, 1, 10, 12])
        XCTAssertEqual(released.layout?.constraints, kept.layout?.constraints)
        XCTAssertEqual(released.layout?.parsed?.keepsSyntax, false)

        var compileDiagnostics = Diagnostics()
        let compiled = try XCTUnwrap(Pipeline.compile(file, into: &compileDiagnostics)?.1)
        XCTAssertEqual(compiled.constraints, kept.layout?.constraints)
        XCTAssertEqual(compileDiagnostics.items.map(\.message), kept.diagnostics.filter { $0.severity == .error }.map(\.message))
    }
}
