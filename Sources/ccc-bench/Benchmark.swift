import Foundation

/// Runs every requested shape and size (each size in a child process), skipping the
/// larger sizes of a shape once one size takes longer than `--max-seconds`.
enum Benchmark {
    static func run(_ options: BenchOptions) -> Int32 {
        let printer = TablePrinter(markdown: options.markdown, maxSeconds: options.maxSeconds)
        var results: [ShapeResult] = []
        var failed = false
        for shape in options.shapes {
            var result = ShapeResult(shape: shape)
            var over: Double?
            for size in options.sizes ?? shape.defaultSizes {
                if let directory = options.emitDirectory, !emit(shape, size: size, to: directory) { failed = true }
                if let seconds = over {
                    result.rows.append((size, .skipped(afterSeconds: seconds)))
                    continue
                }
                switch ChildRun.measure(shape, size: size, capSeconds: options.capSeconds, capMegabytes: options.capMegabytes) {
                case .success(let measurement):
                    result.rows.append((size, .measured(measurement)))
                    if measurement.total > options.maxSeconds { over = measurement.total }
                case .failure(let failure):
                    result.rows.append((size, .failed(failure.description)))
                    if case .overTime(let seconds) = failure {
                        over = seconds  // larger sizes would only take longer
                    } else {
                        failed = true
                    }
                }
            }
            write(printer.shapeTable(result))
            results.append(result)
        }
        write(printer.growthTable(results))
        return failed ? 1 : 0
    }

    /// Unbuffered, so that each table shows as soon as its shape is done. A failed write
    /// (a full disk, a reader gone) ends the run with status 2 instead of trapping.
    static func write(_ text: String) {
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
        } catch {
            try? FileHandle.standardError.write(contentsOf: Data("ccc-bench: cannot write standard output\n".utf8))
            exit(2)
        }
    }

    /// Writes DIR/SHAPE-SIZE.json.
    static func emit(_ shape: Shape, size: Int, to directory: String) -> Bool {
        let path = directory + "/\(shape.name)-\(size).json"
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try shape.generate(size).json.write(toFile: path, atomically: true, encoding: .utf8)
            return true
        } catch {
            try? FileHandle.standardError.write(contentsOf: Data("ccc-bench: cannot write \(path): \(error)\n".utf8))
            return false
        }
    }
}
