/// `ccc-bench [--shape grid|chain|nesting|form|all] [--sizes a,b,c] [--max-seconds S]
/// [--emit DIR] [--markdown]`, and the internal `--measure SHAPE SIZE` of a child.
struct BenchOptions {
    var shapes = Shape.all
    /// nil: each shape's default sizes.
    var sizes: [Int]?
    var maxSeconds = 10.0
    var emitDirectory: String?
    var markdown = false
    /// `--measure SHAPE SIZE`: measure one layout and print one result line.
    var measure: (Shape, Int)?
    /// `--count SHAPE SIZE`: read and compile one layout (no solving) and print its counts.
    var count: (Shape, Int)?
    var help = false

    struct UsageError: Error {
        let message: String
    }

    static let usage = """
        usage: ccc-bench [--shape grid|chain|nesting|form|all] [--sizes a,b,c] [--max-seconds S]
                         [--emit DIR] [--markdown]

          --shape        the shape to run (default all)
          --sizes        sizes of the shape's own parameter (grid: k for k×k cells; chain: views;
                         nesting: depth; form: rows), ascending; default from about 100 to
                         about 100,000 constraints per shape
          --max-seconds  once one size takes longer than S seconds, skip the larger sizes of
                         that shape (default 10)
          --emit DIR     also write each generated layout to DIR/SHAPE-SIZE.json
          --markdown     print Markdown tables
          --count SHAPE SIZE    print the layout's constraint strings and linear constraints

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
                let name = try value(argument)
                if name == "all" {
                    shapes = Shape.all
                } else if let shape = Shape.named(name) {
                    shapes = [shape]
                } else {
                    throw UsageError(message: "unknown shape '\(name)' (grid, chain, nesting, form or all)")
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
            case "--emit":
                emitDirectory = try value(argument)
            case "--markdown":
                markdown = true
            case "--help", "-h":
                help = true
            case "--measure":
                let name = try value(argument)
                guard let shape = Shape.named(name), let size = Int(try value(argument)), size >= 1 else {
                    throw UsageError(message: "--measure needs a shape and a size")
                }
                measure = (shape, size)
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
