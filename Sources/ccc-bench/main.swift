import Foundation

/// `ccc-bench`: times each stage of `ccc solve` on generated layouts (issue #7).
func main() -> Int32 {
    let options: BenchOptions
    do {
        options = try BenchOptions(Array(CommandLine.arguments.dropFirst()))
    } catch {
        try? FileHandle.standardError.write(contentsOf: Data("ccc-bench: \(error.message)\n\(BenchOptions.usage)".utf8))
        return 2
    }
    if options.help {
        print(BenchOptions.usage, terminator: "")
        return 0
    }
    if let (shape, size) = options.measure {
        limitData(megabytes: options.capMegabytes)
        if let engine = options.engine {
            print(EngineComparison.measure(shape.generate(size), engine: engine))
            return 0
        }
        print(StageTimer.measure(shape.generate(size), repeats: options.once ? 1 : StageTimer.maximumRepeats).line)
        return 0
    }
    if let (shape, size) = options.count {
        print(StageTimer.count(shape.generate(size)).line)
        return 0
    }
    return Benchmark.run(options)
}

/// Caps the process's data segment and private mappings (RLIMIT_DATA), so that a size
/// that would take the machine's memory fails instead.
func limitData(megabytes: Int) {
    let bytes = rlim_t(megabytes) * 1024 * 1024
    var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
    _ = setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit)
}

exit(main())
