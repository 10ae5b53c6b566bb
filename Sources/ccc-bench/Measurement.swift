/// What one child process measured for one layout: counts, the seconds of each stage
/// (medians over the repeats), and the process's peak resident memory.
struct Measurement: Sendable {
    var strings = 0
    /// Linear constraints the solver is given (the strings lowered, plus the root's and
    /// the intrinsic sizes').
    var constraints = 0
    var read = 0.0
    var compile = 0.0
    var solve = 0.0
    var ambiguity = 0.0
    var output = 0.0
    var peakMegabytes = 0.0
    var repeats = 0
    /// Error diagnostics of the run (a generated layout should have none).
    var errors = 0
    /// Views with any ambiguous part.
    var ambiguousViews = 0
    /// The layout file's size in bytes (UTF-8 JSON text).
    var bytes = 0
    /// Minor page faults of the first run's read, compile, solve and ambiguity stages (first
    /// touches of memory the process had not used: at about 4 µs each on the benchmark's
    /// virtual machine, what made a large layout's stages slower per string than a small one's).
    /// Printed by `--measure` only; not parsed back.
    var faults: [Int] = []

    var total: Double { read + compile + solve + ambiguity + output }
    var microsecondsPerConstraint: Double { constraints == 0 ? 0 : total * 1e6 / Double(constraints) }
    /// The compile stage's time per constraint string, in microseconds.
    var compileMicrosecondsPerString: Double { strings == 0 ? 0 : compile * 1e6 / Double(strings) }
    /// The read stage's speed: megabytes (10^6 bytes) of JSON read and decoded a second.
    var readMegabytesPerSecond: Double { read > 0 ? Double(bytes) / read / 1e6 : 0 }

    /// One line of `key=value` pairs: how a child hands its result to the parent.
    var line: String {
        fields.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
    }

    private var fields: [(String, String)] {
        [
            ("strings", "\(strings)"), ("constraints", "\(constraints)"), ("read", "\(read)"),
            ("compile", "\(compile)"), ("solve", "\(solve)"), ("ambiguity", "\(ambiguity)"),
            ("output", "\(output)"), ("peakMB", "\(peakMegabytes)"), ("repeats", "\(repeats)"),
            ("errors", "\(errors)"), ("ambiguousViews", "\(ambiguousViews)"), ("bytes", "\(bytes)"),
        ] + zip(["readFaults", "compileFaults", "solveFaults", "ambiguityFaults"], faults).map { ($0, "\($1)") }
    }

    /// Parses `line`; nil when a field is missing or malformed.
    init?(line: String) {
        var values: [String: String] = [:]
        for pair in line.split(separator: " ") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
        }
        func double(_ key: String) -> Double? { values[key].flatMap { Double($0) } }
        func int(_ key: String) -> Int? { values[key].flatMap { Int($0) } }
        guard let strings = int("strings"), let constraints = int("constraints"), let read = double("read"),
            let compile = double("compile"), let solve = double("solve"), let ambiguity = double("ambiguity"),
            let output = double("output"), let peak = double("peakMB"), let repeats = int("repeats"),
            let errors = int("errors"), let ambiguousViews = int("ambiguousViews"), let bytes = int("bytes")
        else { return nil }
        self.init()
        (self.strings, self.constraints, self.read, self.compile) = (strings, constraints, read, compile)
        (self.solve, self.ambiguity, self.output, self.peakMegabytes) = (solve, ambiguity, output, peak)
        (self.repeats, self.errors, self.ambiguousViews, self.bytes) = (repeats, errors, ambiguousViews, bytes)
    }

    init() {}
}
