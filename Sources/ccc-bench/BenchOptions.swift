/// `ccc-bench [--shape NAME[,NAME…]|all] [--sizes a,b,c] [--max-seconds S] [--cap-seconds S]
/// [--cap-megabytes M] [--emit DIR] [--markdown]`, and the internal `--measure SHAPE SIZE` of a child.
struct BenchOptions {
    var shapes = Shape.all
    /// nil: each shape's default sizes.
    var sizes: [Int]?
    var maxSeconds = 10.0
    /// A size still running after this many seconds is stopped (its child is terminated).
    var capSeconds = 60.0
    /// A child may allocate at most this many megabytes of data (RLIMIT_DATA); beyond, it fails.
    var capMegabytes = 2048
    var emitDirectory: String?
    var markdown = false
    /// `--measure SHAPE SIZE`: measure one layout and print one result line.
    var measure: (Shape, Int)?
    /// `--once` (with `--measure`): one run, no repeats, so that an instruction count
    /// (callgrind) counts the pipeline once whatever the layout's speed.
    var once = false
    /// `--engine NAME` (with `--measure`): time the solve alone by that engine (`EngineComparison`).
    var engine: EngineComparison.Engine?
    /// `--count SHAPE SIZE`: read and compile one layout (no solving) and print its counts.
    var count: (Shape, Int)?
    var help = false

    struct UsageError: Error {
        let message: String
    }

    static let usage = """
        usage: ccc-bench [--shape NAME[,NAME...]|all] [--sizes a,b,c] [--max-seconds S]
                         [--cap-seconds S] [--cap-megabytes M] [--emit DIR] [--markdown]

          --shape        the shapes to run, separated by commas (default all): \(Shape.all.map(\.name).joined(separator: ", "))
          --sizes        sizes of the shape's own parameter (grid: k for k×k cells; chain: views;
                         nesting: depth; form: rows), ascending; default from about 100 to
                         about 100,000 constraints per shape
          --max-seconds  once one size takes longer than S seconds, skip the larger sizes of
                         that shape (default 10)
          --cap-seconds  stop a size that runs longer than S seconds (default 60)
          --cap-megabytes  a size may allocate at most M megabytes (default 2048); beyond, it fails
          --emit DIR     also write each generated layout to DIR/SHAPE-SIZE.json
          --markdown     print Markdown tables
          --count SHAPE SIZE    print the layout's constraint strings and linear constraints
          --measure SHAPE SIZE [--once]  measure one layout in this process (what each size's
                         child runs); --once runs it once, without the repeats of a fast size
          --measure SHAPE SIZE --engine current|factored|both  time the solve alone of the layout's
                         linear constraints by Solver, by the factored engine, or both (then
                         also their largest difference of violation at a priority level)

        """

    init(_ arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        func value(_ option: String) throws(UsageError) -> String {
            guard let next = rest.popFirst() else { throw UsageError(message: "\(option) needs a value") }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--shape":
                let names = try value(argument)
                if names == "all" {
                    shapes = Shape.all
                } else {
                    shapes = []
                    for name in names.split(separator: ",").map(String.init) {
                        guard let shape = Shape.named(name) else {
                            let known = Shape.all.map(\.name).joined(separator: ", ")
                            throw UsageError(message: "unknown shape '\(name)' (\(known) or all)")
                        }
                        shapes.append(shape)
                    }
                }
            case "--sizes":
                let text = try value(argument)
                let parsed = text.split(separator: ",").map { Int($0.filter { $0 != " " }) }
                let numbers = parsed.compactMap { $0 }
                guard !numbers.isEmpty, numbers.count == parsed.count, numbers.allSatisfy({ $0 >= 1 && $0 <= 1_000_000 })
                else { throw UsageError(message: "--sizes must be whole numbers from 1 to 1,000,000, such as 30,50,100") }
                sizes = numbers.sorted()
            case "--max-seconds":
                let text = try value(argument)
                guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                    throw UsageError(message: "--max-seconds must be a positive number of seconds")
                }
                maxSeconds = seconds
            case "--cap-seconds":
                guard let seconds = Double(try value(argument)), seconds > 0, seconds.isFinite else {
                    throw UsageError(message: "--cap-seconds must be a positive number of seconds")
                }
                capSeconds = seconds
            case "--cap-megabytes":
                guard let megabytes = Int(try value(argument)), megabytes >= 64, megabytes <= 1_000_000 else {
                    throw UsageError(message: "--cap-megabytes must be a whole number from 64 to 1,000,000")
                }
                capMegabytes = megabytes
            case "--emit":
                emitDirectory = try value(argument)
            case "--markdown":
                markdown = true
            case "--once":
                once = true
            case "--engine":
                let name = try value(argument)
                guard let chosen = EngineComparison.Engine(rawValue: name) else {
                    throw UsageError(message: "--engine must be current, factored or both")
                }
                engine = chosen
            case "--help", "-h":
                help = true
            case "--measure":
                let name = try value(argument)
                guard let shape = Shape.named(name), let size = Int(try value(argument)), size >= 1 else {
                    throw UsageError(message: "--measure needs a shape and a size (and optionally a memory cap in MB)")
                }
                measure = (shape, size)
                // `--measure SHAPE SIZE [MEGABYTES]`: the parent passes its --cap-megabytes.
                if let next = rest.first, let megabytes = Int(next) {
                    guard megabytes >= 64 else { throw UsageError(message: "--measure's memory cap must be at least 64 MB") }
                    capMegabytes = megabytes
                    rest = rest.dropFirst()
                }
            case "--count":
                let name = try value(argument)
                guard let shape = Shape.named(name), let size = Int(try value(argument)), size >= 1 else {
                    throw UsageError(message: "--count needs a shape and a size")
                }
                count = (shape, size)
            default:
                throw UsageError(message: "unknown argument '\(argument)'")
            }
        }
    }
}
