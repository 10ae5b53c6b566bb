import XCTest

@testable import CompactConstraint

/// The pipeline in one direction: the stages in order, told to an observer; the parse
/// stage's trees kept in the compiled layout; the safe-area fixed point re-lowering only
/// what reads the insets.
final class PipelineTests: XCTestCase {
    let simple = """
        {"size": {"width": 300, "height": 200}, "scale": 2,
         "views": {"a": {}, "b": {"superview": "a"}},
         "constraints": ["a.left = super.left + 10", "a.top = super.top + 20", "a.width = 100",
                         "b.left = super.left + 5.3", "b.width = a.width / 3", "b.height = 30", "H:|[b]"]}
        """

    /// `ccc lint` of `text` from a parse it does not own, which keeps every tree (`Linter.lint(file)`
    /// lets them go as it lowers them: LintReleasedStringsTests).
    private func lintKeepingTrees(_ text: String) throws -> Pipeline.Run {
        let file = SourceFile(path: "layout.json", text: text)
        var diagnostics = Diagnostics()
        let document = try XCTUnwrap(Pipeline.read(file, into: &diagnostics))
        return Linter.lint(ParsedLayout(document), file: file, options: CompileOptions(), diagnostics: diagnostics)
    }

    func testTheObserverSeesEveryStageOnceInOrder() {
        var events: [String] = []
        let file = SourceFile(path: "layout.json", text: simple)
        let observed = Pipeline.solve(file) { stage, event in events.append("\(stage.rawValue) \(event)") }
        let stages = ["read", "decode", "parse", "compile", "solve", "ambiguity", "round"]
        XCTAssertEqual(events, stages.flatMap { ["\($0) started", "\($0) ended"] })
        let plain = Pipeline.solve(file)
        XCTAssertEqual(observed.solution?.views.map(\.absoluteFrame), plain.solution?.views.map(\.absoluteFrame))
        XCTAssertEqual(observed.diagnostics, plain.diagnostics)
        // Edges rounded to half points (scale 2): b runs from 15.3 to 48.633….
        XCTAssertEqual(plain.frame("b"), [15.5, 0, 33, 30])
    }

    func testAnUnreadableFileStopsAfterReading() {
        var stages: [Pipeline.Stage] = []
        let run = Pipeline.solve(SourceFile(path: "layout.json", text: "{")) { stage, event in
            if event == .ended { stages.append(stage) }
        }
        XCTAssertEqual(stages, [.read])
        XCTAssertNil(run.layout)
        XCTAssertNil(run.solution)
    }

    func testTheCompiledLayoutKeepsEveryStringsTreeWhenAskedTo() throws {
        var diagnostics = Diagnostics()
        let file = SourceFile(path: "layout.json", text: simple)
        let document = try XCTUnwrap(Pipeline.read(file, into: &diagnostics))
        let run = Pipeline.solve(ParsedLayout(document), file: file, options: CompileOptions(), diagnostics: &diagnostics)
        let parsed = try XCTUnwrap(run.layout?.parsed)
        XCTAssertTrue(parsed.keepsSyntax)
        XCTAssertEqual(parsed.strings.count, 7)
        XCTAssertEqual(parsed.strings.filter { $0.compactTree != nil }.count, 6)
        guard case .visualFormat = parsed.strings[6].syntax else { return XCTFail("H:|[b] is visual format") }
        // `ccc lint` of one configuration lets them go (LintReleasedStringsTests).
        XCTAssertEqual(Linter.lint(file).layout?.parsed?.keepsSyntax, false)
    }

    /// `solve` and `compile` let the trees go once the constraints are lowered (issue #11);
    /// the names the strings read as metrics stay for `MetricUsage`, the same as from the trees.
    func testSolveAndCompileReleaseTheTreesButKeepTheMetricNames() throws {
        let text = """
            {"size": [100, 100], "metrics": {"gap": 4}, "views": {"a": {"constraints": ["self.width = pad * 2"]}, "b": {}},
             "constraints": ["a.left = super.left + gap @ level", "H:|-margin-[b]|", "b.top = a.bottom + gap", "b.oops ="]}
            """
        let file = SourceFile(path: "layout.json", text: text)
        let linted = try XCTUnwrap(lintKeepingTrees(text).layout?.parsed)
        let solved = try XCTUnwrap(Pipeline.solve(file).layout?.parsed)
        var diagnostics = Diagnostics()
        let compiled = try XCTUnwrap(Pipeline.compile(file, into: &diagnostics)?.1.parsed)
        let lintedAlone = try XCTUnwrap(Linter.lint(file).layout?.parsed)
        XCTAssertTrue(linted.keepsSyntax)
        for released in [solved, compiled, lintedAlone] {
            XCTAssertFalse(released.keepsSyntax)
            XCTAssertEqual(released.strings.count, 0)
            XCTAssertEqual(MetricUsage.names(in: released), MetricUsage.names(in: linted))
            XCTAssertEqual(Set(MetricUsage.read(by: released)), Set(MetricUsage.read(by: linted)))
        }
        XCTAssertEqual(
            MetricUsage.names(in: solved), ["gap", "pad", "level", "margin", "b", "oops"])
    }

    func testOptionsDoNotMakeACompactStringVisualFormat() throws {
        let text = """
            {"size": {"width": 100, "height": 100}, "views": {"a": {}},
             "constraints": [{"format": "a.width = 10", "options": ["alignAllTop"]}]}
            """
        let run = try lintKeepingTrees(text)
        XCTAssertEqual(run.codes.filter { $0 == "vfl-options-without-visual-format" }.count, 1)
        let string = try XCTUnwrap(run.layout?.parsed?.strings.first)
        XCTAssertEqual(string.dialect, .compact)
        guard case .rejected = string.syntax else { return XCTFail("a compact string with options is rejected") }
        XCTAssertEqual(ConstraintDialect(of: SourceString("  V:[a]")), .visualFormat)
        XCTAssertEqual(ConstraintDialect(of: SourceString("a.top = b.top")), .compact)
    }

    /// A container that reaches into the root's safe area: the subview pinned to its `safe`
    /// guide moves with the insets, the one pinned to its edge does not.
    func testNestedSafeAreaReLowersOnlyWhatReadsTheInsets() throws {
        let text = """
            {"size": {"width": 400, "height": 800}, "safeArea": [40, 0, 30, 0],
             "views": {"c": {}, "pinned": {"superview": "c"}, "safeChild": {"superview": "c"}, "marginChild": {"superview": "c"}},
             "constraints": ["c.left = super.left", "c.right = super.right", "c.top = super.top", "c.height = 300",
                             "pinned.left = super.left", "pinned.top = super.top", "pinned.width = 10", "pinned.height = 10",
                             "safeChild.left = super.left", "safeChild.top = safe.top", "safeChild.width = 10", "safeChild.height = 10",
                             "marginChild.left = super.left", "marginChild.top = super.topMargin",
                             "marginChild.width = 10", "marginChild.height = 10"]}
            """
        let file = SourceFile(path: "layout.json", text: text)
        var diagnostics = Diagnostics()
        let (_, compiled) = try XCTUnwrap(Pipeline.compile(file, into: &diagnostics))
        // `safe.top` of c and `super.topMargin` of c read c's insets; nothing else does.
        XCTAssertEqual(compiled.insetDependent.map { compiled.constraints[$0.range].map(\.origin.canonical) },
                       [["safeChild.top == safe.top"], ["marginChild.top == super.topMargin"]])
        var compiles = 0
        var solves = 0
        let run = Pipeline.solve(file) { stage, event in
            if event == .ended, stage == .compile { compiles += 1 }
            if event == .ended, stage == .solve { solves += 1 }
        }
        XCTAssertEqual(run.diagnostics, [])
        XCTAssertEqual(run.frame("pinned"), [0, 0, 10, 10])
        XCTAssertEqual(run.frame("safeChild"), [0, 40, 10, 10])
        XCTAssertEqual(run.frame("marginChild"), [0, 48, 10, 10])
        XCTAssertEqual(run.layout?.views.first { $0.name == "c" }?.safeAreaInsets, EdgeInsets(top: 40, left: 0, bottom: 0, right: 0))
        // Round 1 solves with zero insets: c (and pinned, safeChild, marginChild, all under
        // the root's unsafe top) get insets. Round 2: safeChild and marginChild move down and
        // lose theirs. Round 3 settles and its solve is the one kept: one compile, two
        // re-lowerings, three solves (a whole recompile and a fourth solve before).
        XCTAssertEqual(compiles, 3)
        XCTAssertEqual(solves, 3)
    }

    /// Where no constraint reads a nested view's insets, the layout is solved once even
    /// though the views get insets (`ccc render` draws them).
    func testInsetsThatNoConstraintReadsCostNoSecondSolve() {
        let text = """
            {"size": {"width": 400, "height": 800}, "safeArea": [40, 0, 30, 0],
             "views": {"c": {}},
             "constraints": ["c.left = super.left", "c.right = super.right", "c.top = super.top", "c.height = 300"]}
            """
        var solves = 0
        let run = Pipeline.solve(SourceFile(path: "layout.json", text: text)) { stage, event in
            if event == .ended, stage == .solve { solves += 1 }
        }
        XCTAssertEqual(solves, 1)
        XCTAssertEqual(run.frame("c"), [0, 0, 400, 300])
        XCTAssertEqual(run.layout?.views[1].safeAreaInsets, EdgeInsets(top: 40, left: 0, bottom: 0, right: 0))
    }

    func testMetricPrecedenceHasOneHome() {
        let text = """
            {"size": {"width": 100, "height": 100}, "metrics": {"gap": 1, "pad": 2},
             "states": {"wide": {"gap": 3}}, "views": {"a": {}}, "constraints": ["a.width = gap + pad"]}
            """
        var diagnostics = Diagnostics()
        guard let document = Pipeline.read(SourceFile(path: "layout.json", text: text), into: &diagnostics) else {
            return XCTFail("readable")
        }
        var options = CompileOptions(
            metricFiles: [[Metric(name: "pad", value: 4, range: nil)]], metrics: [Metric(name: "gap", value: 5, range: nil)],
            state: "wide")
        XCTAssertEqual(options.metricLayers(document).map(\.source), [.file, .metricsFile, .state("wide"), .commandLine])
        XCTAssertEqual(options.metrics(for: document).map { "\($0.name)=\(formatNumber($0.value))" },
                       ["gap=1", "pad=2", "pad=4", "gap=3", "gap=5"])
        options.metrics = []
        XCTAssertEqual(Pipeline.solve(SourceFile(path: "layout.json", text: text), options: options).frame("a")?[2], 7)
    }
}
