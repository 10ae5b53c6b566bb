import CompactConstraint
import Glibc

/// Runs the pipeline of `ccc solve` stage by stage on one generated layout and times each
/// stage: read (bytes → JSON tree → document), compile (lex, parse, resolve, lower),
/// solve (add every constraint to the solver), ambiguity (the exact ambiguity check and
/// the frames), output (the text table `ccc solve` prints). Small layouts are run again
/// until about a second has passed (at most 7 times) and each stage's median is kept.
enum StageTimer {
    static let targetSeconds = 1.0
    static let maximumRepeats = 7

    static func measure(_ layout: LayoutText) -> Measurement {
        let text = layout.json
        var runs: [Measurement] = []
        var elapsed = 0.0
        repeat {
            let run = once(text)
            runs.append(run)
            elapsed += run.total
        } while elapsed < targetSeconds && runs.count < maximumRepeats
        var result = runs[0]
        result.strings = layout.constraintCount
        result.repeats = runs.count
        result.read = median(runs.map(\.read))
        result.compile = median(runs.map(\.compile))
        result.solve = median(runs.map(\.solve))
        result.ambiguity = median(runs.map(\.ambiguity))
        result.output = median(runs.map(\.output))
        result.peakMegabytes = peakMegabytes()
        result.bytes = text.utf8.count
        return result
    }

    /// The counts alone: reads and compiles, without solving.
    static func count(_ layout: LayoutText) -> Measurement {
        var result = Measurement()
        var diagnostics = Diagnostics()
        result.strings = layout.constraintCount
        if let document = Pipeline.read(SourceFile(path: "generated.json", text: layout.json), into: &diagnostics) {
            result.constraints = Compiler.compile(document, into: &diagnostics).constraints.count
        }
        result.errors = diagnostics.items.filter { $0.severity == .error }.count
        return result
    }

    private static func once(_ text: String) -> Measurement {
        var result = Measurement()
        var diagnostics = Diagnostics()
        let clock = ContinuousClock()
        var start = clock.now
        func lap() -> Double {
            let now = clock.now
            defer { start = now }
            return seconds(start.duration(to: now))
        }
        let file = SourceFile(path: "generated.json", text: text)
        let document = Pipeline.read(file, into: &diagnostics)
        result.read = lap()
        guard let document else {
            result.errors = 1
            return result
        }
        let layout = Compiler.compile(document, into: &diagnostics)
        result.compile = lap()
        let solved = LayoutSolver.solveSystem(layout, into: &diagnostics)
        result.solve = lap()
        let solution = LayoutSolver.checkAmbiguity(solved)
        result.ambiguity = lap()
        let printed = FrameWriter.text(solution)
        result.output = lap()
        result.constraints = layout.constraints.count
        result.errors = diagnostics.items.filter { $0.severity == .error }.count + (printed.isEmpty ? 1 : 0)
        result.ambiguousViews = solution.views.filter { $0.ambiguity.isAmbiguous }.count
        return result
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Peak resident memory in megabytes: getrusage's ru_maxrss, except that on Linux
    /// ru_maxrss keeps the high-water mark of the process image replaced by exec (here
    /// the benchmark's parent, forked to start this child), so the address space's own
    /// high-water mark, VmHWM of /proc/self/status, is used when it can be read.
    static func peakMegabytes() -> Double {
        if let kilobytes = highWaterMarkKilobytes() { return kilobytes / 1024 }
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
        return Double(usage.ru_maxrss) / 1024
    }

    private static func highWaterMarkKilobytes() -> Double? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 256)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard line.hasPrefix("VmHWM:") else { continue }
            return Double(line.dropFirst(6).filter { $0.isNumber })
        }
        return nil
    }
}
