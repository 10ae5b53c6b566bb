import CompactConstraint
import Glibc

/// Times the pipeline of `ccc solve` (`Pipeline.solve`, watched through its stage
/// observer) on one generated layout, plus the text table `ccc solve` prints. The columns
/// group the pipeline's stages: read (read and decode: bytes → JSON tree → document),
/// compile (parse and compile: lex, parse, resolve, lower), solve (add every constraint
/// to the solver), ambiguity (the exact ambiguity check, the frames and their rounding),
/// output (the text table). Small layouts are run again until about a second has passed
/// (at most 7 times) and each stage's median is kept. The sequence of stages is the
/// pipeline's own; this file only times and prints.
enum StageTimer {
    static let targetSeconds = 1.0
    static let maximumRepeats = 7

    /// `repeats`: at most this many runs (1 for an instruction count).
    static func measure(_ layout: LayoutText, repeats: Int = maximumRepeats) -> Measurement {
        let text = layout.json
        var runs: [Measurement] = []
        var elapsed = 0.0
        var peak = 0.0
        repeat {
            let run = once(text)
            // The peak of the first run: the repeats only time the stages again, and each
            // finds the heap the one before left (glibc raises its mmap threshold after the
            // first large free, so a repeat's big arrays stay in the heap), which added up to
            // a quarter to the figure of a fast size and none to a slow one.
            if runs.isEmpty { peak = peakMegabytes() }
            runs.append(run)
            elapsed += run.total
        } while elapsed < targetSeconds && runs.count < repeats
        var result = runs[0]
        result.strings = layout.constraintCount
        result.repeats = runs.count
        result.read = median(runs.map(\.read))
        result.compile = median(runs.map(\.compile))
        result.solve = median(runs.map(\.solve))
        result.ambiguity = median(runs.map(\.ambiguity))
        result.output = median(runs.map(\.output))
        result.peakMegabytes = peak
        result.faults = runs[0].faults
        result.bytes = text.utf8.count
        return result
    }

    /// The counts alone: reads and compiles, without solving.
    static func count(_ layout: LayoutText) -> Measurement {
        var result = Measurement()
        var diagnostics = Diagnostics()
        result.strings = layout.constraintCount
        if let (_, compiled) = Pipeline.compile(SourceFile(path: "generated.json", text: layout.json), into: &diagnostics) {
            result.constraints = compiled.constraints.count
        }
        result.errors = diagnostics.items.filter { $0.severity == .error }.count
        return result
    }

    /// Seconds spent in each stage, summed over its runs (the safe-area fixed point runs
    /// `solve` and `compile` more than once).
    private final class StageClock {
        private let clock = ContinuousClock()
        private var started = ContinuousClock.now
        private(set) var seconds: [Pipeline.Stage: Double] = [:]
        private var startFaults = 0
        /// Page faults (minor: first touches of fresh memory) taken in each stage.
        private(set) var faults: [Pipeline.Stage: Int] = [:]

        func observe(_ stage: Pipeline.Stage, _ event: Pipeline.Event) {
            switch event {
            case .started:
                startFaults = StageTimer.minorFaults()
                started = clock.now
            case .ended:
                seconds[stage, default: 0] += StageTimer.seconds(started.duration(to: clock.now))
                faults[stage, default: 0] += StageTimer.minorFaults() - startFaults
            }
        }

        func total(_ stages: Pipeline.Stage...) -> Double { stages.reduce(0) { $0 + (seconds[$1] ?? 0) } }
        func faults(_ stages: Pipeline.Stage...) -> Int { stages.reduce(0) { $0 + (faults[$1] ?? 0) } }
    }

    /// The process's minor page faults so far (getrusage's `ru_minflt`).
    static func minorFaults() -> Int {
        var usage = rusage()
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
        return usage.ru_minflt
    }

    private static func once(_ text: String) -> Measurement {
        var result = Measurement()
        let stages = StageClock()
        let file = SourceFile(path: "generated.json", text: text)
        let run = Pipeline.solve(file, observer: stages.observe)
        result.read = stages.total(.read, .decode)
        result.compile = stages.total(.parse, .compile)
        result.solve = stages.total(.solve)
        result.ambiguity = stages.total(.ambiguity, .round)
        result.faults = [
            stages.faults(.read, .decode), stages.faults(.parse, .compile), stages.faults(.solve),
            stages.faults(.ambiguity, .round),
        ]
        guard run.document != nil else {
            result.errors = 1
            return result
        }
        let clock = ContinuousClock()
        let start = clock.now
        let printed = run.solution.map(FrameWriter.text) ?? ""
        result.output = seconds(start.duration(to: clock.now))
        result.constraints = run.layout?.constraints.count ?? 0
        result.errors = run.diagnostics.filter { $0.severity == .error }.count + (printed.isEmpty ? 1 : 0)
        result.ambiguousViews = run.solution?.views.filter { $0.ambiguity.isAmbiguous }.count ?? 0
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
