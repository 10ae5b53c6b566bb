@testable import CompactConstraint
import Foundation
import XCTest
import CCCTestSupport

/// The fuzz harness's generated inputs: stack layouts over every distribution, alignment,
/// axis and option (the stack lowering is reached by few corpus files), and metrics files
/// read by `MetricsFileReader` and used for a compile. Each generated input is also mutated
/// as the corpus is. `CCC_FUZZ_ITERATIONS` and `CCC_FUZZ_SEED` apply here too.
extension LintFuzzTests {
    static var iterations: Int { ProcessInfo.processInfo.environment["CCC_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 1000 }
    static var seed: UInt64 { ProcessInfo.processInfo.environment["CCC_FUZZ_SEED"].flatMap(UInt64.init) ?? 0xCCC }

    func testGeneratedStacksNeverCrashOrHang() {
        var random = XorShift(seed: Self.seed ^ 0x57AC)
        // Every distribution × alignment × axis once, then random combinations.
        var combinations: [(StackDeclaration.Distribution, StackDeclaration.Alignment, String)] = []
        for distribution in StackDeclaration.Distribution.allCases {
            for alignment in StackDeclaration.Alignment.allCases {
                for axis in ["horizontal", "vertical"] { combinations.append((distribution, alignment, axis)) }
            }
        }
        // A stack case runs the pipeline twice; a fifth of the iterations keeps `swift test` quick.
        let iterations = max(Self.iterations / 5, combinations.count)
        for iteration in 0..<iterations {
            let fixed = iteration < combinations.count ? combinations[iteration] : nil
            var bytes = Array(Self.stackLayout(&random, fixed: fixed).utf8)
            if iteration >= combinations.count, random.below(3) == 0 {
                for _ in 0...random.below(3) {
                    bytes = random.below(2) == 0 ? Self.mutateBytes(bytes, &random) : Self.mutateTokens(bytes, &random)
                }
            }
            let start = Date()
            Self.runEverything(bytes)
            let file = SourceFile(path: "stack.json", bytes: bytes)
            // Once more in a state (a metric spacing, hidden views) or right to left.
            var options = CompileOptions(state: ["narrow", "hideAll", nil][random.below(3)])
            if options.state == nil { options.layoutDirection = .rightToLeft }
            _ = Pipeline.solve(file, options: options)
            let elapsed = Date().timeIntervalSince(start)
            XCTAssertLessThan(elapsed, Self.hangLimit, "iteration \(iteration) (seed \(Self.seed)) took \(elapsed) s")
        }
    }

    /// A root stack (sometimes with a nested stack as an arranged view) of 0 to 6 views with
    /// random sizes, intrinsic sizes, baselines, priorities, hidden flags and margins.
    static func stackLayout(
        _ random: inout XorShift, fixed: (StackDeclaration.Distribution, StackDeclaration.Alignment, String)?
    ) -> String {
        func pick<T>(_ items: [T]) -> T { items[random.below(items.count)] }
        func number() -> String { pick(["0", "8", "12.5", "-4", "44", "1000", "1e7", "0.001", "\"gap\"", "\"nope\""]) }
        func stack(_ fixed: (StackDeclaration.Distribution, StackDeclaration.Alignment, String)?) -> String {
            let distribution = fixed?.0.rawValue ?? pick(StackDeclaration.Distribution.allCases).rawValue
            let alignment = fixed?.1.rawValue ?? pick(StackDeclaration.Alignment.allCases).rawValue
            let axis = fixed?.2 ?? pick(["horizontal", "vertical"])
            var fields = ["\"axis\": \"\(axis)\"", "\"distribution\": \"\(distribution)\"", "\"alignment\": \"\(alignment)\""]
            if random.below(2) == 0 { fields.append("\"spacing\": \(number())") }
            if random.below(3) == 0 { fields.append("\"layoutMarginsRelative\": \(pick(["true", "false"]))") }
            if random.below(20) == 0 { fields.append("\"axis\": \"diagonal\"") }
            return "{\(fields.joined(separator: ", "))}"
        }
        func arranged(_ name: String, in superview: String) -> String {
            var fields = ["\"superview\": \"\(superview)\""]
            if random.below(2) == 0 { fields.append("\"intrinsicSize\": [\(number()), \(number())]") }
            if random.below(3) == 0 { fields.append("\"size\": [\(number()), \(number())]") }
            if random.below(3) == 0 { fields.append("\"hugging\": [\(pick(["250", "251", "750", "1000"])), 250]") }
            if random.below(3) == 0 { fields.append("\"compressionResistance\": [\(pick(["749", "750", "1000"])), 750]") }
            if random.below(3) == 0 { fields.append("\"baseline\": \(number())") }
            if random.below(4) == 0 { fields.append("\"lastBaseline\": \(number())") }
            if random.below(3) == 0 { fields.append("\"hidden\": \(pick(["true", "false", "\"hide\"", "\"missing\""]))") }
            if random.below(6) == 0 { fields.append("\"layoutMargins\": [4, 4, 4, 4]") }
            return "\"\(name)\": {\(fields.joined(separator: ", "))}"
        }
        var views = ["\"stack\": {\"stack\": \(stack(fixed)), \"align\": \"\(pick(["fill", "center", "left top", "fill top"]))\"\(random.below(2) == 0 ? ", \"margin\": 8" : "")\(random.below(3) == 0 ? ", \"layoutMargins\": [8, 8, 8, 8]" : "")}"]
        let count = random.below(7)
        for index in 0..<count {
            if index == 1, random.below(3) == 0 {
                views.append("\"inner\": {\"superview\": \"stack\", \"stack\": \(stack(nil))}")
                for inner in 0..<random.below(4) { views.append(arranged("i\(inner)", in: "inner")) }
            } else {
                views.append(arranged("v\(index)", in: "stack"))
            }
        }
        let constraints = random.below(3) == 0 ? ", \"constraints\": [\"stack.width = 200 @ 500\", \"v0.width >= 10\"]" : ""
        return """
            {"size": {"width": \(pick(["375", "100", "0", "10000"])), "height": \(pick(["667", "50", "0"]))},
             "metrics": {"gap": \(number() == "\"gap\"" ? "3" : "8"), "hide": 0},
             "views": {\(views.joined(separator: ",\n  "))}\(constraints),
             "states": {"narrow": {"gap": 1}, "hideAll": {"hide": 1}}}
            """
    }

    func testMutatedMetricsFilesNeverCrash() {
        var random = XorShift(seed: Self.seed ^ 0x3E7)
        let seeds = [
            #"{"spacing": 8, "inset": 16, "gap": -4.5}"#, #"{}"#, #"{"a": 1e7, "b": -1e7, "c": 0}"#,
            #"{"a": 1e8}"#, #"{"1x": 1}"#, #"{"": 2}"#, #"{"a": "8"}"#, #"{"a": 1, "a": 2}"#, #"[1, 2]"#, #"8"#,
            #"{"a": null, "b": true, "c": [], "d": {}}"#, "\u{FEFF}{\"a\": 1}", #"{"gap": 8, "hide": 1}"#,
        ].map { Array($0.utf8) }
        let layout = SourceFile(path: "layout.json", text: """
            {"metrics": {"gap": 2}, "views": {"a": {}, "b": {}},
             "constraints": ["a.left = super.left + gap", "b.left = a.right + spacing", "a.top = super.top",
               "b.top = super.top + inset", "a.width = 10", "b.width = a.width", "a.height = 10", "b.height = 10"]}
            """)
        for iteration in 0..<Self.iterations {
            var bytes = seeds[random.below(seeds.count)]
            for _ in 0..<random.below(4) {
                bytes = random.below(2) == 0 ? Self.mutateBytes(bytes, &random) : Self.mutateTokens(bytes, &random)
            }
            let start = Date()
            let file = SourceFile(path: "metrics.json", bytes: bytes)
            var diagnostics = Diagnostics()
            let metrics = MetricsFileReader.read(file, into: &diagnostics)
            _ = DiagnosticRenderer.text(diagnostics.items, file: file, colour: true)
            if let metrics {
                XCTAssertFalse(diagnostics.hasErrors, "iteration \(iteration): metrics read despite errors")
                var options = CompileOptions()
                options.metricFiles = [metrics]
                let run = Pipeline.solve(layout, options: options)
                if let solution = run.solution { _ = FrameWriter.text(solution) }
            } else {
                XCTAssertTrue(diagnostics.hasErrors, "iteration \(iteration): no metrics and no error")
            }
            let elapsed = Date().timeIntervalSince(start)
            XCTAssertLessThan(elapsed, Self.hangLimit, "iteration \(iteration) (seed \(Self.seed)) took \(elapsed) s")
        }
    }
}
