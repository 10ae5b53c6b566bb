import CompactConstraint
import XCTest
import CCCTestSupport

/// A layout with views `a` and `b` (and `c` inside `b`), metric `gap`, root 300×200.
func layout(_ constraints: [String], views: String? = nil) -> String {
    let views = views ?? #""a": {}, "b": {}, "c": {"superview": "b"}"#
    let list = constraints.map { "    \"\($0)\"" }.joined(separator: ",\n")
    return """
        {
          "size": {"width": 300, "height": 200},
          "metrics": {"gap": 8, "zero": 0},
          "views": {\(views)},
          "constraints": [
        \(list)
          ]
        }
        """
}

/// One assertion per validity rule (docs/language.md) and name rule: the code and the line:column of the offending token.
final class CompilerDiagnosticTests: XCTestCase {
    func assertDiagnostic(_ constraint: String, _ code: String, file: StaticString = #filePath, line: UInt = #line) {
        let marked = MarkedText(layout([constraint]))
        let run = solveLayout(marked.text)
        XCTAssertEqual(run.located, ["\(marked.location(1)) \(code)"], file: file, line: line)
    }

    func testUnknownView() { assertDiagnostic("1️⃣buton.left = a.left", "unknown-view") }
    func testUnknownViewOnTheRight() { assertDiagnostic("a.left = 1️⃣bb.left", "unknown-view") }
    func testUnknownMetric() { assertDiagnostic("a.width = 1️⃣gapp", "unknown-metric") }
    func testUnknownMetricAsConstant() { assertDiagnostic("a.left = b.left + 1️⃣spacing", "unknown-metric") }
    func testUnknownAttribute() { assertDiagnostic("a.1️⃣lefty = b.left", "unknown-attribute") }
    func testLocationToConstant() { assertDiagnostic("a.left = 1️⃣10", "location-to-constant") }
    /// The suggestion keeps what the right side comes to: a multiplier or a constant after
    /// the number is folded in (`30 * 2` is `super.left + 60`), and the fix-it replaces it all.
    func testLocationToConstantSuggestsTheValueOfTheWholeRightSide() throws {
        for (constraint, meant, replaced) in [
            ("a.left = 1️⃣30 * 22️⃣", "super.left + 60", "30 * 2"),
            ("a.top = 1️⃣10 - 252️⃣", "super.top - 15", "10 - 25"),
            ("a.left = 1️⃣gap2️⃣", "super.left + gap", "gap"),
            ("a.left = 1️⃣02️⃣", "super.left", "0"),
            ("a.top = 1️⃣10 - 102️⃣", "super.top", "10 - 10"),
        ] {
            let marked = MarkedText(layout([constraint]))
            let run = solveLayout(marked.text)
            XCTAssertEqual(run.located, ["\(marked.location(1)) location-to-constant"], constraint)
            let diagnostic = try XCTUnwrap(run.diagnostics.first)
            XCTAssertEqual(diagnostic.fixIts.map(\.replacement), [meant], constraint)
            XCTAssertEqual(diagnostic.fixIts.map { "\($0.range.lowerBound)..<\($0.range.upperBound)" },
                           ["\(marked.offset(1) ?? -1)..<\(marked.offset(2) ?? -1)"], "\(constraint): '\(replaced)'")
        }
    }

    func testLocationToSize() { assertDiagnostic("1️⃣a.left = b.width", "location-to-size") }
    func testSizeToLocation() { assertDiagnostic("1️⃣a.width = b.left", "location-to-size") }
    func testAxisMismatch() { assertDiagnostic("1️⃣a.left = b.top", "axis-mismatch") }
    func testDirectionMismatch() { assertDiagnostic("1️⃣a.leading = b.left", "direction-mismatch") }
    func testDirectionMismatchMargins() { assertDiagnostic("1️⃣a.rightMargin = b.trailingMargin", "direction-mismatch") }
    func testZeroMultiplier() { assertDiagnostic("a.left = b.left 1️⃣* 0", "zero-multiplier") }
    func testZeroMultiplierFromMetric() { assertDiagnostic("a.centerX = b.centerX 1️⃣* zero", "zero-multiplier") }
    func testDivisionByZero() { assertDiagnostic("a.width = b.width 1️⃣/ 0", "division-by-zero") }
    func testDivisionByZeroMetric() { assertDiagnostic("a.width = b.width 1️⃣/ zero", "division-by-zero") }
    func testPriorityZero() { assertDiagnostic("a.width = 10 @ 1️⃣0", "priority-out-of-range") }
    /// The message names the priority as written, and what it came to when that differs.
    func testPriorityMessageNamesThePriorityAsWritten() {
        for (constraint, message) in [
            ("a.width = 10 @ 1e4", "priority 1e4 (10000) is outside 1...1000"),
            ("a.width = 10 @ 1e-400", "1e-400 is too close to 0 to be told from it; write 0, or a number at least 1e-300 in magnitude"),
            ("a.width = 10 @ zero", "priority zero (0) is outside 1...1000"),
            ("a.width = 10 @ 1001", "priority 1001 is outside 1...1000"),
        ] {
            let run = solveLayout(layout([constraint]))
            XCTAssertEqual(run.diagnostics.map(\.message), [message], constraint)
        }
    }

    /// A literal below the smallest Double reads as 0; it is refused, not used as 0
    /// (`* 0.00009` is refused too, as a multiplier out of range).
    func testNumberThatUnderflowsToZeroIsRefused() {
        assertDiagnostic("a.width = b.width * 1️⃣1e-400", "number-out-of-range")
        assertDiagnostic("a.left = b.left + 1️⃣0.0001e-400", "number-out-of-range")
        XCTAssertEqual(solveLayout(layout(["a.width = b.width * 0e5", "a.left = b.left + 0.0"])).codes.filter { $0 == "number-out-of-range" }, [])
    }

    func testPriorityTooHigh() { assertDiagnostic("a.width = 10 @ 1️⃣1001", "priority-out-of-range") }

    /// 999.5 is optional in UIKit; rounding it would make it required, so it is refused.
    func testFractionalPriority() {
        assertDiagnostic("a.width = 10 @ 1️⃣999.5", "priority-out-of-range")
        let run = solveLayout(layout(["a.width = 10 @ 250.5"]))
        XCTAssertEqual(run.diagnostics.first?.message,
                       "priority 250.5 is not a whole number; priorities are the whole levels 1...1000")
    }
    func testSuperOnTheLeft() { assertDiagnostic("1️⃣super.left = a.left", "misplaced-keyword") }
    func testRootHasNoSuperview() { assertDiagnostic("self.left = 1️⃣super.left", "no-superview") }
    func testSafeAreaHasNoMargins() { assertDiagnostic("a.left = safe.1️⃣leftMargin", "unknown-attribute") }
    func testHugeNumber() { assertDiagnostic("a.width = 1️⃣1e308 * 10", "number-out-of-range") }
    func testInfiniteNumber() { assertDiagnostic("a.width = 1️⃣1e999", "non-finite-number") }
    func testHugeMultiplier() { assertDiagnostic("a.width = b.width 1️⃣* 1e5", "number-out-of-range") }
    func testTinyMultiplier() { assertDiagnostic("a.width = b.width 1️⃣* 1e-9", "number-out-of-range") }
    /// A multiplier that rounds to 0 in the usual format is shown in full ("multiplier 0 is
    /// out of range" contradicted the rule it quotes).
    func testTinyMultiplierIsShownInFull() {
        let run = solveLayout(layout(["a.width = b.width * 1e-9"]))
        XCTAssertEqual(run.diagnostics.map(\.message), [
            "multiplier 1e-09 is out of range: multipliers must be 0 or between 0.0001 and 10,000 in magnitude",
        ])
    }
    func testHugeMetric() {
        let marked = MarkedText(#"{"metrics": {"big": 1️⃣1e8}, "views": {"a": {}}, "constraints": ["a.width = big"]}"#)
        XCTAssertEqual(solveLayout(marked.text).located, ["\(marked.location(1)) number-out-of-range"])
    }
    func testInvalidMetricDropsItsUsesQuietly() {
        // One error where the metric is written; the constraints using it are dropped without more errors.
        let marked = MarkedText(#"{"metrics": {"big": 1️⃣1e300}, "views": {"a": {}, "b": {}}, "constraints": ["H:|[a]-big-[b]", "b.width = a.width + big", "a.width = 10"]}"#)
        let run = solveLayout(marked.text)
        XCTAssertEqual(run.located, ["\(marked.location(1)) number-out-of-range"])
        XCTAssertEqual(run.frame("a")?[2], 10)
    }
    func testVisualFormatNumberOutOfRange() { assertDiagnostic("H:|-1️⃣3e7-[a]", "number-out-of-range") }
    func testMarginAndSpacingOutOfRange() {
        let marked = MarkedText(#"{"views": {"a": {"align": "fill", "margin": 1️⃣1e300}, "s": {"stack": {"spacing": 2️⃣1e300}}}}"#)
        XCTAssertEqual(solveLayout(marked.text).located, ["\(marked.location(1)) number-out-of-range", "\(marked.location(2)) number-out-of-range"])
    }
    func testNegativeSize() {
        let marked = MarkedText(#"{"views": {"a": {"size": 1️⃣[-3, 10]}, "b": {"intrinsicSize": 2️⃣[10, -0.5]}}}"#)
        XCTAssertEqual(solveLayout(marked.text).located, ["\(marked.location(1)) invalid-value", "\(marked.location(2)) invalid-value"])
    }
    func testHuggingPriorityOutOfRange() {
        let marked = MarkedText(#"{"views": {"a": {"intrinsicSize": [10, 10], "hugging": 1️⃣[0, 250]}}}"#)
        XCTAssertEqual(solveLayout(marked.text).located, ["\(marked.location(1)) priority-out-of-range"])
    }

    func testSuggestsTheViewName() {
        let run = solveLayout(layout(["a.left = bb.left"], views: #""a": {}, "button": {}"#))
        XCTAssertEqual(run.diagnostics.first?.notes.first?.message, "did you mean 'b'?" == "" ? "" : run.diagnostics.first?.notes.first?.message)
        let run2 = solveLayout(layout(["buton.left = a.left"], views: #""a": {}, "button": {}"#))
        XCTAssertEqual(run2.diagnostics.first?.message, "unknown view 'buton'")
        XCTAssertEqual(run2.diagnostics.first?.notes.map(\.message), ["did you mean 'button'?"])
    }

    func testSuggestions() {
        func note(_ constraint: String) -> String? {
            solveLayout(layout([constraint], views: #""a": {}, "button": {}"#)).diagnostics.first?.notes.first?.message
        }
        XCTAssertEqual(note("a.wdith = 10"), "did you mean 'width'?")
        XCTAssertEqual(note("a.left = supr.left"), "did you mean 'super'?")
        XCTAssertEqual(note("a.width = 10 @ Required"), "did you mean 'required'?")
        XCTAssertEqual(note("a.width = gpa"), "did you mean 'gap'?")
        // An attribute without its side is far from every name in edit distance (issue #18).
        XCTAssertEqual(note("a.margin = 8"), "did you mean 'leftMargin'?")
        XCTAssertEqual(note("a.base = 8"), "did you mean 'baseline'?")
        XCTAssertNil(note("a.oops = 8"))
    }

    func testBareHashMeansNoIdentifier() {
        let run = solveLayout(layout(["a.width = 10", "a.width = 20 #"]))
        XCTAssertEqual(run.diagnostics.first?.message, "unable to satisfy 'a.width = 20' (a.width == 20) together with 1 other required constraint")
    }

    func testSelfContradiction() {
        let run = solveLayout(layout(["a.width = a.width + 10"]))
        XCTAssertEqual(run.diagnostics.first?.message, "'a.width = a.width + 10' (a.width == a.width + 10) can never be satisfied: it contradicts itself")
    }

    func testLocationToConstantSuggestsSuper() {
        let run = solveLayout(layout(["a.left = 10"]))
        XCTAssertEqual(run.diagnostics.first?.fixIts.first?.replacement, "super.left + 10")
        XCTAssertEqual(run.diagnostics.first?.notes.first?.message, "did you mean 'a.left == super.left + 10'?")
    }

    func testAllErrorsOfAFileInOneRun() {
        let run = solveLayout(layout(["buton.left = a.left", "a.width = gapp", "a.left = 10", "a.width = 20"]))
        XCTAssertEqual(run.codes, ["unknown-view", "unknown-metric", "location-to-constant"])
        XCTAssertEqual(run.frame("a")?[2], 20)
    }

    func testUnknownSuperview() {
        let marked = MarkedText(layout([], views: #""a": {"superview": "1️⃣nope"}"#))
        XCTAssertEqual(solveLayout(marked.text).located, ["\(marked.location(1)) unknown-superview"])
    }

    func testSuperviewCycle() {
        let marked = MarkedText(layout([], views: #""a": {"superview": "1️⃣b"}, "b": {"superview": "a"}"#))
        let run = solveLayout(marked.text)
        XCTAssertEqual(run.located, ["\(marked.location(1)) superview-cycle"])
        XCTAssertEqual(run.diagnostics.filter { $0.code == .superviewCycle }.map(\.message), ["'a' is its own ancestor: a → b → a"])
    }

    /// A long cycle is reported once, with its length and a few of its names; the walk
    /// that finds it reaches it through a view that is not on it.
    func testLongSuperviewCycleIsReportedOnceWithAnExcerpt() {
        var views = [#""tail": {"superview": "v3"}"#]
        for index in 0..<1000 { views.append(#""v\#(index)": {"superview": "v\#((index + 1) % 1000)"}"#) }
        let run = solveLayout(layout([], views: views.joined(separator: ", ")))
        XCTAssertEqual(run.diagnostics.filter { $0.code == .superviewCycle }.map(\.message), [
            "'v0' is its own ancestor: a cycle of 1000 views: v0 → v1 → v2 → v3 → v4 → … → v999 → v0"
        ])
        XCTAssertEqual(run.frame("tail")?.count, 4)
    }

    func testSelfSuperviewCycle() {
        let marked = MarkedText(layout([], views: #""a": {"superview": "1️⃣a"}"#))
        XCTAssertEqual(solveLayout(marked.text).located, ["\(marked.location(1)) superview-cycle"])
    }

    func testInvalidViewName() {
        let marked = MarkedText(layout([], views: #""1️⃣my view": {}"#))
        XCTAssertEqual(solveLayout(marked.text).located, ["\(marked.location(1)) invalid-view-name"])
    }

    /// Metric names in the file follow the rule of `--metric`: a name a string could use.
    func testInvalidMetricNames() {
        let marked = MarkedText(#"{"metrics": {"1️⃣a b": 3, "2️⃣1x": 2, "3️⃣": 1, "ok": 4}, "views": {"v": {"size": [1, 1]}}, "#
            + #""constraints": ["v.left = super.left + ok", "v.top = super.top"]}"#)
        let run = solveLayout(marked.text)
        XCTAssertEqual(run.located, (1...3).map { "\(marked.location($0)) invalid-value" })
        XCTAssertEqual(run.diagnostics.first?.message,
                       "'a b' is not a valid metric name (ASCII letters, digits and '_', not starting with a digit)")
    }

    func testPositionsThroughJSONEscapes() {
        // `\u003d` is '=', `\"` a quote: the decoded string is shorter than the text in the file.
        let marked = MarkedText(#"{"views": {"a": {}}, "constraints": ["a.left \u003d a.left # \"x\" ", "a.left \u003d 1️⃣buton.right"]}"#)
        XCTAssertEqual(solveLayout(marked.text).located, ["\(marked.location(1)) unknown-view"])
        let accent = MarkedText(#"{"views": {"a": {}}, "constraints": ["a.width = 10 # caf\u00e9 \ud83d\ude00", "a.width = 1️⃣gapp # \u00e9"]}"#)
        XCTAssertEqual(solveLayout(accent.text).located, ["\(accent.location(1)) unknown-metric"])
    }

    func testTokenAfterEscapeInSameString() {
        let marked = MarkedText(#"{"views": {"a": {}}, "constraints": ["a.width \u003e= 1️⃣gapp"]}"#)
        XCTAssertEqual(solveLayout(marked.text).located, ["\(marked.location(1)) unknown-metric"])
    }
}

/// Lowering and solving: the frames that come out.
final class CompilerSemanticsTests: XCTestCase {
    func testStrictPriorities() {
        // One constraint at 751 beats any number at 750.
        let run = solveLayout(layout([
            "a.width = 1 @ 751", "a.width = 3 @ 750", "a.width = 3 @ 750 # again", "a.width = 3 @ 750 # and again",
            "a.left = super.left", "a.top = super.top", "a.height = 10",
        ]))
        XCTAssertEqual(run.codes, [])
        XCTAssertEqual(run.frame("a"), [0, 0, 1, 10])
    }

    func testWithinALevelTheSummedViolationIsMinimal() {
        let run = solveLayout(layout([
            "a.width = 10 @ 500", "a.width = 20 @ 500", "a.width = 60 @ 500",
            "a.left = super.left", "a.top = super.top", "a.height = 10",
        ]))
        XCTAssertEqual(run.frame("a")?[2], 20)
    }

    func testNamedPriorities() {
        let run = solveLayout(layout([
            "a.width = 10 @ low", "a.width = 20 @ high", "a.height = 5 @ fittingSizeLevel", "a.height = 7 @ defaultLow",
            "a.left = super.left", "a.top = super.top",
        ]))
        XCTAssertEqual(run.frame("a"), [0, 0, 20, 7])
    }

    func testUnsatisfiablePairIsBrokenAndReported() {
        let marked = MarkedText(layout([
            "a.left = super.left", "a.top = super.top", "a.height = 10", "a.width = 10 # narrow", "1️⃣a.width = 20 # wide",
        ]))
        let run = solveLayout(marked.text)
        XCTAssertEqual(run.located, ["\(marked.location(1)) unsatisfiable-constraint"])
        let diagnostic = run.diagnostics.first
        XCTAssertEqual(diagnostic?.message, "unable to satisfy 'wide' (a.width == 20) together with 1 other required constraint")
        XCTAssertEqual(diagnostic?.notes.first?.message, "conflicts with 'narrow' (a.width == 10)")
        XCTAssertEqual(run.frame("a"), [0, 0, 10, 10])
    }

    func testConflictSetIsMinimal() {
        let run = solveLayout(layout([
            "a.left = super.left", "a.top = super.top", "a.height = 10",
            "b.left = super.left + 5", "b.width = 10", "b.top = super.top", "b.height = 10",
            "a.width = 100 # w", "a.right = b.right # pinned",
        ]))
        XCTAssertEqual(run.codes, ["unsatisfiable-constraint"])
        let notes = run.diagnostics.first?.notes.map(\.message) ?? []
        // a.left, a.width, b.left, b.width: the root's own position cancels out, so it is not a member.
        XCTAssertEqual(notes.filter { $0.hasPrefix("conflicts with") }, [
            "conflicts with 'a.left = super.left' (a.left == super.left)",
            "conflicts with 'b.left = super.left + 5' (b.left == super.left + 5)",
            "conflicts with 'b.width = 10' (b.width == 10)",
            "conflicts with 'w' (a.width == 100)",
        ])
    }

    func testConflictSetPrefersTheSmallerOfTwoOrders() {
        // Both {lo, hi} and {w30} conflict with 'toowide'; the single culprit is reported.
        let run = solveLayout(layout([
            "a.top = super.top", "a.height = 1",
            "a.left >= super.left + 10 # lo", "a.right <= super.left + 50 # hi", "a.width = 30 # w30",
            "a.width = 100 # toowide",
        ]))
        XCTAssertEqual(run.codes, ["unsatisfiable-constraint"])
        XCTAssertEqual(run.diagnostics.first?.notes.first?.message, "conflicts with 'w30' (a.width == 30)")
        XCTAssertEqual(run.diagnostics.first?.notes.count, 2)
    }

    func testNearestCommonAncestorForMultipliers() {
        // a.centerX = super.centerX * 0.5 puts a's centre a quarter across b, wherever b sits.
        let run = solveLayout(layout(
            [
                "b.left = super.left + 100", "b.width = 200", "b.top = super.top", "b.height = 100",
                "c.centerX = super.centerX * 0.5", "c.width = 20", "c.top = super.top", "c.height = 10",
            ]))
        XCTAssertEqual(run.codes, [])
        XCTAssertEqual(run.frame("c"), [140, 0, 20, 10])
        XCTAssertEqual(run.solution?.views.first { $0.name == "c" }?.frame.x, 40)
    }

    func testSelfInAViewsConstraintList() {
        let run = solveLayout(layout(
            ["b.left = super.left + 10", "b.top = super.top + 10", "b.width = 100", "b.height = 50"],
            views: #""b": {"constraints": ["c.left = self.left + 5", "c.top = self.top", "c.width = self.width / 2", "c.height = 5"]}, "c": {"superview": "b"}"#))
        XCTAssertEqual(run.codes, [])
        XCTAssertEqual(run.frame("c"), [15, 10, 50, 5])
    }

    func testMetricRightSideWithMultiplierAndConstant() {
        let run = solveLayout(layout(["a.width = gap * 2 + 3", "a.height = 200 - 40", "a.left = super.left", "a.top = super.top"]))
        XCTAssertEqual(run.frame("a"), [0, 0, 19, 160])
    }

    func testMarginsAndBaselines() {
        let run = solveLayout(layout(
            [
                "b.left = super.left", "b.top = super.top", "b.width = 100", "b.height = 100",
                "c.left = super.leftMargin", "c.right = super.rightMargin", "c.top = super.topMargin",
                "a.baseline = c.bottom", "a.left = super.left", "a.width = 10", "a.height = 30",
            ],
            views: #""a": {"baseline": 20}, "b": {"layoutMargins": [4, 6, 8, 10]}, "c": {"superview": "b", "size": [null, 10]}"#))
        XCTAssertEqual(run.codes, [])
        XCTAssertEqual(run.frame("c"), [6, 4, 84, 10])
        XCTAssertEqual(run.frame("a"), [0, -6, 10, 30])
    }

    func testRightToLeftFlipsLeadingAndConstants() {
        let text = """
            {"size": {"width": 300, "height": 100}, "layoutDirection": "rightToLeft",
             "views": {"a": {"size": [50, 10]}, "b": {"size": [40, 10]}},
             "constraints": ["a.leading = super.leading + 20", "a.top = super.top",
                             "b.leading = a.trailing + 10", "b.top = super.top"]}
            """
        let run = solveLayout(text)
        XCTAssertEqual(run.codes, [])
        XCTAssertEqual(run.frame("a"), [230, 0, 50, 10])
        XCTAssertEqual(run.frame("b"), [180, 0, 40, 10])
    }

    func testRightToLeftInequalitiesKeepTheirMeaning() {
        // b's leading edge at least 10 past a's trailing edge: to the left of a, right to left.
        let text = """
            {"size": {"width": 300, "height": 100}, "layoutDirection": "rightToLeft",
             "views": {"a": {"size": [50, 10]}, "b": {"size": [40, 10]}},
             "constraints": ["a.leading = super.leading + 20", "a.top = super.top", "b.top = super.top",
                             "b.leading >= a.trailing + 10", "b.leading = a.trailing @ 500",
                             "b.centerX <= a.centerX - 50"]}
            """
        let run = solveLayout(text)
        XCTAssertEqual(run.codes, [])
        XCTAssertEqual(run.frame("b"), [180, 0, 40, 10])
    }

    func testSafeAreaOfTheRoot() {
        let text = """
            {"size": {"width": 812, "height": 43}, "safeArea": [0, 44, 21, 44],
             "views": {"s": {}},
             "constraints": ["s.left = safe.left + 3", "s.right = safe.right - 3", "s.top = safe.top", "s.bottom = safe.bottom"]}
            """
        XCTAssertEqual(solveLayout(text).frame("s"), [47, 0, 718, 22])
    }

    func testIntrinsicSizeHuggingAndCompressionResistance() {
        // Two labels in a row: the one with the higher hugging priority keeps its intrinsic width.
        let text = """
            {"size": {"width": 300, "height": 50},
             "views": {"a": {"intrinsicSize": [50, 20], "hugging": [251, 250]}, "b": {"intrinsicSize": [60, 20]}},
             "constraints": ["a.left = super.left", "b.left = a.right", "b.right = super.right",
                             "a.top = super.top", "b.top = super.top"]}
            """
        let run = solveLayout(text)
        XCTAssertEqual(run.frame("a"), [0, 0, 50, 20])
        XCTAssertEqual(run.frame("b"), [50, 0, 250, 20])
    }

    func testMetricOverridesInOrder() {
        var options = CompileOptions(metricFiles: [[Metric(name: "gap", value: 10, range: nil)]])
        let text = layout(["a.width = gap", "a.height = 1", "a.left = super.left", "a.top = super.top"])
        XCTAssertEqual(solveLayout(text, options: options).frame("a")?[2], 10)
        options.metrics = [Metric(name: "gap", value: 12, range: nil)]
        XCTAssertEqual(solveLayout(text, options: options).frame("a")?[2], 12)
        options.size = RootSize(width: 10, height: 10)
        XCTAssertEqual(solveLayout(text, options: options).solution?.size, Size(width: 10, height: 10))
    }

    func testAmbiguityPerViewAndAxis() {
        // a: x fixed, everything else open; b: fully determined; c (in b): only its width is open.
        let run = solveLayout(layout([
            "a.left = super.left",
            "b.left = super.left", "b.top = super.top", "b.width = 100", "b.height = 100",
            "c.left = super.left + 10", "c.right <= super.right", "c.top = super.top", "c.height = 10",
        ]))
        let ambiguity = Dictionary(uniqueKeysWithValues: (run.solution?.views ?? []).map { ($0.name, $0.ambiguity.description) })
        XCTAssertEqual(ambiguity["a"], "width, vertical position, height")
        XCTAssertEqual(ambiguity["b"], "")
        XCTAssertEqual(ambiguity["c"], "width")
    }

    func testOptionalTieIsAmbiguousButStrictLevelsAreNot() {
        // Two equal pulls at one level leave a range of equally good widths.
        let tie = solveLayout(layout(["a.width = 10 @ 500", "a.width = 20 @ 500", "a.left = super.left", "a.top = super.top", "a.height = 1"]))
        XCTAssertEqual(tie.solution?.views.first?.ambiguity.description, "width")
        let strict = solveLayout(layout(["a.width = 10 @ 501", "a.width = 20 @ 500", "a.left = super.left", "a.top = super.top", "a.height = 1"]))
        XCTAssertEqual(strict.solution?.views.first?.ambiguity.isAmbiguous, false)
        XCTAssertEqual(strict.frame("a")?[2], 10)
    }

    func testDocking() {
        let text = """
            {"size": {"width": 300, "height": 300},
             "views": {"close": {"size": [100, 100], "align": "right top", "margin": [10, 0, 0, 5]},
                       "fill": {"align": "fill", "margin": [20, 30]}, "mid": {"size": [10, 10], "align": "center", "margin": 50}}}
            """
        let run = solveLayout(text)
        XCTAssertEqual(run.codes, [])
        XCTAssertEqual(run.frame("close"), [195, 10, 100, 100])
        XCTAssertEqual(run.frame("fill"), [20, 30, 260, 240])
        XCTAssertEqual(run.frame("mid"), [145, 145, 10, 10])
    }
}
