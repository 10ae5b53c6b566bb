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
        print(StageTimer.measure(shape.generate(size)).line)
        return 0
    }
    if let (shape, size) = options.count {
        print(StageTimer.count(shape.generate(size)).line)
        return 0
    }
    return Benchmark.run(options)
}

exit(main())
